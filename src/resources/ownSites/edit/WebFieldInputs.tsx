// The web fields of the own-site vehicle form: the campaign prices (`discount`: 'Estado'
// Desactivado / Activado, Activado by default, and the two prices) and the marketing (`marketing`:
// the counter from the active campaigns and the disclaimer from the web host's settings,
// placeholder 'Selecciona un mensaje'). What is saved is normalised by webFieldsToSave
// (src/domain/ownSites/webFields.ts). GOmotor: they are the web row's (webRow.tsx); off the web, or
// while the row is read, they cannot be edited.
import { Alert, MenuItem, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import {
  DISCLAIMER_PLACEHOLDER,
  DISCOUNT_STATES,
  NO_COUNTER,
  NO_DISCLAIMER,
  disclaimerChoices,
  discountActive,
} from '../../../domain/ownSites/webFields';
import { FigureInput } from '../../../layout/FigureInput';
import { CampaignSelect } from './CampaignSelect';
import { useDisclaimerMessages } from './useDisclaimerMessages';
import { NOT_ON_WEB_NOTE, WEB_ROW_LOAD_FAILURE, useWebRowState, webInputsEnabled } from './webRow';

export const DISCLAIMERS_LOAD_FAILURE = 'No se han podido cargar los mensajes de disclaimer';

const keep = (value: unknown) => value;

/** 'Estado': the stored value may be the string 'true'; none shows Activado (the default). */
const DiscountState = ({ disabled }: { disabled: boolean }) => {
  const { field, id } = useInput({ source: 'discount.active', format: keep, parse: keep });
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label="Estado"
      size="small"
      value={String(discountActive(field.value))}
      onChange={(event) => field.onChange(event.target.value === 'true')}
      onBlur={field.onBlur}
      disabled={disabled}
      sx={{ my: 1 }}
    >
      {DISCOUNT_STATES.map((state) => (
        <MenuItem key={state.name} value={String(state.id)}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const DiscountInputs = () => {
  const disabled = !webInputsEnabled(useWebRowState());
  return (
    <>
      <DiscountState disabled={disabled} />
      <FigureInput
        kind="wholeEuros"
        source="discount.price"
        label="Precio campaña contado"
        helperText={false}
        disabled={disabled}
      />
      <FigureInput
        kind="wholeEuros"
        source="discount.financedPrice"
        label="Precio campaña financiado"
        helperText={false}
        disabled={disabled}
      />
    </>
  );
};

const DisclaimerSelect = ({ disabled }: { disabled: boolean }) => {
  const { messages, isPending, error } = useDisclaimerMessages(true);
  const { field, id } = useInput({
    source: 'marketing.disclaimerMessage',
    format: keep,
    parse: keep,
  });
  const value = typeof field.value === 'string' ? field.value : '';
  const choices = disclaimerChoices(messages, value);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label="Disclaimer"
      size="small"
      fullWidth
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled || isPending}
      helperText={error ? DISCLAIMERS_LOAD_FAILURE : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            selected === '' ? (
              <span style={{ opacity: 0.6 }}>{DISCLAIMER_PLACEHOLDER}</span>
            ) : (
              String(selected)
            ),
        },
      }}
      sx={{ my: 1 }}
    >
      <MenuItem value="">{NO_DISCLAIMER}</MenuItem>
      {choices.map((text) => (
        <MenuItem key={text} value={text} sx={{ whiteSpace: 'normal', maxWidth: 720 }}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** GOmotor: why the web fields cannot be edited (not on the web, or the row unreadable). */
const WebRowNote = () => {
  const state = useWebRowState();
  if (state.status === 'missing') return <Alert severity="info">{NOT_ON_WEB_NOTE}</Alert>;
  if (state.status === 'error') return <Alert severity="warning">{WEB_ROW_LOAD_FAILURE}</Alert>;
  return null;
};

export const MarketingInputs = () => {
  const disabled = !webInputsEnabled(useWebRowState());
  return (
    <>
      <WebRowNote />
      <CampaignSelect
        source="marketing.counter"
        label="Contador"
        noneLabel={NO_COUNTER}
        none={null}
        disabled={disabled}
      />
      <DisclaimerSelect disabled={disabled} />
    </>
  );
};
