// What each /gomotor action asks for once chosen: a counter among the active campaigns, the
// campaign prices (cash, financed) with their state (Activado by default), a disclaimer from the
// settings ('Selecciona un mensaje'), or the reserve amount (≥ 300).
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { formatEuros } from '../../domain/format';
import {
  DISCLAIMER_PLACEHOLDER,
  DISCOUNT_STATES,
  RESERVE_MIN,
  activeCounters,
  type WebBulkAction,
  type WebBulkInput as Input,
} from '../../domain/webStock/bulkActions';
import { useActiveCampaigns } from '../ownSites/useActiveCampaigns';
import { BULK_FIELD_WIDTH } from '../stockDashboard/BulkPanelFrame';
import { useDisclaimerTexts } from './useWebSettings';

interface Props {
  action: WebBulkAction;
  input: Input;
  onChange: (input: Input) => void;
  disabled: boolean;
  /** Why the plan cannot run (webBulkPlan's message), shown under the input. */
  error?: string;
}

const WIDTH = BULK_FIELD_WIDTH;

const loadFailure = (what: string, error: unknown) => (
  <Alert severity="error">
    {`No se han podido cargar ${what}: ${error instanceof Error ? error.message : String(error)}`}
  </Alert>
);

const CounterInput = ({ input, onChange, disabled, error }: Omit<Props, 'action'>) => {
  const { campaigns, isPending, error: loadError } = useActiveCampaigns(true);
  if (loadError) return loadFailure('las campañas', loadError);
  if (isPending) return <Alert severity="info">Cargando campañas…</Alert>;
  const counters = activeCounters(campaigns);
  if (!counters.length)
    return <Alert severity="info">No hay campañas activas que asignar como contador.</Alert>;
  const chosen = input.counter?._id ?? '';
  return (
    <TextField
      select
      size="small"
      label="Contador"
      value={counters.some((c) => c._id === chosen) ? chosen : ''}
      onChange={(e) =>
        onChange({ ...input, counter: counters.find((c) => c._id === e.target.value) ?? null })
      }
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: WIDTH }}
    >
      {counters.map((c) => (
        <MenuItem key={c._id} value={c._id}>
          {c.name ?? c._id}
        </MenuItem>
      ))}
    </TextField>
  );
};

const DisclaimerInput = ({ input, onChange, disabled, error }: Omit<Props, 'action'>) => {
  const { texts, isPending, error: loadError } = useDisclaimerTexts(true);
  if (loadError) return loadFailure('los disclaimers', loadError);
  if (isPending) return <Alert severity="info">Cargando disclaimers…</Alert>;
  return (
    <TextField
      select
      size="small"
      label="Disclaimer"
      value={input.disclaimer ?? ''}
      onChange={(e) => onChange({ ...input, disclaimer: e.target.value })}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: { xs: '100%', sm: 420 } }}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (value) => (value ? String(value) : DISCLAIMER_PLACEHOLDER),
        },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="" disabled>
        {DISCLAIMER_PLACEHOLDER}
      </MenuItem>
      {texts.map((text) => (
        <MenuItem key={text} value={text} sx={{ whiteSpace: 'normal' }}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
};

const DiscountInput = ({ input, onChange, disabled, error }: Omit<Props, 'action'>) => {
  const active = input.discountActive !== false;
  const money = (label: string, field: 'discountPrice' | 'discountFinancedPrice') => (
    <TextField
      size="small"
      label={label}
      value={input[field] ?? ''}
      onChange={(e) => onChange({ ...input, [field]: e.target.value })}
      disabled={disabled}
      error={Boolean(error)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
      {money('Precio contado (€)', 'discountPrice')}
      {money('Precio financiado (€)', 'discountFinancedPrice')}
      <TextField
        select
        size="small"
        label="Estado"
        value={active ? 'active' : 'inactive'}
        onChange={(e) => onChange({ ...input, discountActive: e.target.value === 'active' })}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        {DISCOUNT_STATES.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};

export const WebBulkInput = ({ action, ...props }: Props) => {
  switch (action.input) {
    case 'counter':
      return <CounterInput {...props} />;
    case 'disclaimer':
      return <DisclaimerInput {...props} />;
    case 'discount':
      return <DiscountInput {...props} />;
    case 'reserveAmount':
      return (
        <TextField
          size="small"
          type="number"
          label="Importe reserva (€)"
          value={props.input.reserve ?? RESERVE_MIN}
          onChange={(e) => props.onChange({ ...props.input, reserve: e.target.value })}
          disabled={props.disabled}
          error={Boolean(props.error)}
          helperText={props.error ?? `Mínimo ${formatEuros(RESERVE_MIN)}`}
          slotProps={{ htmlInput: { min: RESERVE_MIN, step: 1 } }}
          sx={{ width: WIDTH }}
        />
      );
    case 'none':
      return null;
  }
};
