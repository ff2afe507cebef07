// What each /gomotor action asks for once chosen: a counter among the active campaigns, the
// campaign prices (cash, financed) with their state (Activado by default), a disclaimer from the
// settings ('Selecciona un mensaje'), or the reserve amount (≥ 300).
import { Alert, Box } from '@mui/material';
import {
  DISCLAIMER_PLACEHOLDER,
  DISCOUNT_STATES,
  RESERVE_MIN,
  activeCounters,
  type WebBulkAction,
  type WebBulkInput as Input,
} from '../../domain/webStock/bulkActions';
import type { BulkInputProps } from '../stockDashboard/BulkPanelFrame';
import {
  BulkField,
  CampaignField,
  LoadFailure,
  ReserveField,
  bindField,
  type BulkEditProps,
} from '../stockDashboard/BulkFields';
import { useDisclaimerTexts } from './useWebSettings';

/** The discount's prices and state stand side by side, narrower than the panel's other fields. */
const DISCOUNT_WIDTH = { xs: '100%', sm: 180 };
const NUMERIC = { inputMode: 'numeric', autoComplete: 'off' } as const;

const DisclaimerInput = (props: BulkEditProps<Input>) => {
  const { texts, isPending, error: loadError } = useDisclaimerTexts(true);
  if (loadError) return <LoadFailure what="los disclaimers" error={loadError} />;
  if (isPending) return <Alert severity="info">Cargando disclaimers…</Alert>;
  return (
    <BulkField
      label="Disclaimer"
      choices={texts.map((text) => ({ id: text, name: text }))}
      placeholder={DISCLAIMER_PLACEHOLDER}
      width={{ xs: '100%', sm: 420 }}
      {...bindField(props)('disclaimer')}
    />
  );
};

const DiscountInput = (props: BulkEditProps<Input>) => {
  const { input, onChange, disabled, error } = props;
  const field = bindField(props);
  const money = { quiet: true, width: DISCOUNT_WIDTH, htmlInput: NUMERIC };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
      <BulkField label="Precio contado (€)" {...money} {...field('discountPrice')} />
      <BulkField label="Precio financiado (€)" {...money} {...field('discountFinancedPrice')} />
      <BulkField
        label="Estado"
        choices={DISCOUNT_STATES}
        value={input.discountActive !== false ? 'active' : 'inactive'}
        onChange={(state) => onChange({ ...input, discountActive: state === 'active' })}
        disabled={disabled}
        error={error}
        width={DISCOUNT_WIDTH}
      />
    </Box>
  );
};

export const WebBulkInput = ({ action, ...props }: BulkInputProps<WebBulkAction, Input>) => {
  switch (action.input) {
    case 'counter':
      return (
        <CampaignField
          label="Contador"
          none="No hay campañas activas que asignar como contador."
          pickable={activeCounters}
          keyOf={(c) => c._id ?? ''}
          chosen={props.input.counter}
          onPick={(counter) => props.onChange({ ...props.input, counter })}
          disabled={props.disabled}
          error={props.error}
        />
      );
    case 'disclaimer':
      return <DisclaimerInput {...props} />;
    case 'discount':
      return <DiscountInput {...props} />;
    case 'reserveAmount':
      return <ReserveField min={RESERVE_MIN} {...bindField(props)('reserve', RESERVE_MIN)} />;
    case 'none':
      return null;
  }
};
