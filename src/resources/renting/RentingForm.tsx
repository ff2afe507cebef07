// The renting vehicle form, create and edit: one component, two configurations. Header: the title
// and the audience switches (and, on edit, 'Generar Oferta' for the audiences switched on); the
// sections; the images panel on the right; the save button ('Guardar Vehículo' / 'Guardar'). The
// required fields are checked before the save: a create refused says 'Todos los campos con * son
// necesarios 😒' for 45 s, an edit missing a field does nothing.
import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Form, LinkBase, useNotify, useSaveContext, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  CREATE_SWITCHES,
  CREATE_SWITCHES_TITLE,
  EDIT_SWITCHES,
  EDIT_SWITCHES_TITLE,
  type AudienceSwitch,
} from '../../domain/renting/audiences';
import { ERROR_SNACKBAR_MS, RENTING_TEXTS } from '../../domain/renting/texts';
import { checkRentingForm } from '../../domain/renting/validation';
import type { RentingVehicle } from '../../domain/renting/types';
import { SideBySide } from '../../layout/SideBySide';
import { AudienceSwitches } from './form/AudienceSwitches';
import { ImagesPanel } from './form/ImagesPanel';
import { VehicleSections } from './form/VehicleSections';
import { OfferMenu } from './OfferMenu';
import { RENTING_PATH } from './paths';
import { SubmitButton } from '../../writes';

export interface RentingFormConfig {
  mode: 'create' | 'edit';
  switchesTitle: string;
  switches: readonly AudienceSwitch[];
  saveLabel: string;
}

export const CREATE_FORM: RentingFormConfig = {
  mode: 'create',
  switchesTitle: CREATE_SWITCHES_TITLE,
  switches: CREATE_SWITCHES,
  saveLabel: RENTING_TEXTS.saveCreate,
};

export const EDIT_FORM: RentingFormConfig = {
  mode: 'edit',
  switchesTitle: EDIT_SWITCHES_TITLE,
  switches: EDIT_SWITCHES,
  saveLabel: RENTING_TEXTS.saveEdit,
};

/** 'Generar Oferta' over what the form holds now (switches included). */
const FormOfferMenu = () => {
  const values = useWatch() as Partial<RentingVehicle>;
  return <OfferMenu vehicle={values} size="medium" />;
};

export const RentingForm = ({
  config,
  title,
  defaultValues,
}: {
  config: RentingFormConfig;
  title: ReactNode;
  defaultValues?: Partial<RentingVehicle>;
}) => {
  const { save } = useSaveContext();
  const notify = useNotify();
  const submit = (values: Partial<RaRecord>) => {
    const check = checkRentingForm(values, config.mode);
    if (!check.ok) {
      if (check.message)
        notify(check.message, { type: 'error', autoHideDuration: ERROR_SNACKBAR_MS });
      return;
    }
    return save?.(values);
  };
  return (
    <Form noValidate onSubmit={submit} defaultValues={defaultValues}>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Tooltip title="Volver al stock de renting">
              <IconButton
                component={LinkBase}
                to={RENTING_PATH}
                aria-label="Volver al stock de renting"
              >
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <AudienceSwitches title={config.switchesTitle} switches={config.switches} />
            {config.mode === 'edit' && <FormOfferMenu />}
          </Stack>
        </Stack>
        <SideBySide from="lg" narrow="1fr" columns="minmax(0, 2fr) minmax(280px, 1fr)">
          <Box>
            <VehicleSections create={config.mode === 'create'} />
            <SubmitButton label={config.saveLabel} alwaysEnable />
          </Box>
          <ImagesPanel />
        </SideBySide>
      </Box>
    </Form>
  );
};
