// The /campaigns create and edit form (its rules shared with the CountDown Maker, which edits the
// same collection): name, text, start and end, colours, icon, active and temporary, and the badge
// preview as the web shows it.
import type { ReactElement, ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import {
  BooleanInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  DEFAULT_BADGE_COLOR,
  DEFAULT_TEXT_COLOR,
  activeSwitchLabel,
  validateCampaignForm,
} from '../../domain/campaigns';
import { BadgePreview } from './BadgePreview';
import { CampaignColorInput, CampaignDateTimeInput, CampaignIconInput } from './CampaignInputs';
import { SubmitButton, SubmitOnce } from '../../writes';
import { longText } from '../../layout/longText';

/** A new campaign: active, with the web's default colours. */
export const NEW_CAMPAIGN_DEFAULTS = {
  active: true,
  temporary: true,
  campaignText: '',
  campaignImage: '',
  campaignColor: DEFAULT_BADGE_COLOR,
  campaignTextColor: DEFAULT_TEXT_COLOR,
};

const Preview = () => {
  const [name, startDate, endDate, badgeColor, textColor, iconUrl] = useWatch({
    name: ['name', 'startDate', 'endDate', 'campaignColor', 'campaignTextColor', 'campaignImage'],
  });
  return <BadgePreview fields={{ name, startDate, endDate, badgeColor, textColor, iconUrl }} />;
};

const ActiveLabel = () => {
  const active: unknown = useWatch({ name: 'active' });
  return <>{activeSwitchLabel(active)}</>;
};

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', mb: 2 }}>
    {children}
  </Stack>
);

/** 'Guardar' is always there: an empty form answers with its messages. */
export const CampaignSaveButton = () => <SubmitButton label="Guardar" alwaysEnable />;

const CreateToolbar = () => (
  <Toolbar>
    <CampaignSaveButton />
  </Toolbar>
);

export const CampaignForm = ({ toolbar = <CreateToolbar /> }: { toolbar?: ReactElement }) => {
  const record = useRecordContext<RaRecord>();
  return (
    <SubmitOnce>
      <SimpleForm
        validate={validateCampaignForm}
        defaultValues={record ? undefined : NEW_CAMPAIGN_DEFAULTS}
        toolbar={toolbar}
        sx={{ maxWidth: 760 }}
      >
        <TextInput source="name" label="Nombre" isRequired fullWidth />
        <TextInput
          source="campaignText"
          label="Texto de la campaña"
          fullWidth
          {...longText({ rows: 3, maxLength: 500 })}
        />
        <Row>
          <CampaignDateTimeInput source="startDate" label="Fecha de inicio" />
          <CampaignDateTimeInput source="endDate" label="Fecha de fin" />
        </Row>
        <Row>
          <CampaignColorInput source="campaignColor" label="Color del distintivo" />
          <CampaignColorInput source="campaignTextColor" label="Color del texto" />
        </Row>
        <Box sx={{ width: '100%', mb: 2 }}>
          <CampaignIconInput source="campaignImage" label="Icono (URL)" />
        </Box>
        <Row>
          <BooleanInput source="active" label={<ActiveLabel />} helperText={false} />
          <BooleanInput source="temporary" label="Temporal" helperText={false} />
        </Row>
        <Preview />
      </SimpleForm>
    </SubmitOnce>
  );
};
