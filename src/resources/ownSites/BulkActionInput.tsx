// What each bulk action asks for once chosen: an active campaign, the price type and then a signed
// amount, an ad type, the reserve amount (≥ 300, default 300) or a landing page. Actions without
// input show nothing.
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { formatEuros } from '../../domain/format';
import {
  AD_TYPE_CHOICES,
  DEFAULT_RESERVE,
  LANDING_PAGE_CHOICES,
  MIN_RESERVE,
  PRICE_KIND_CHOICES,
  type BulkAction,
  type BulkInput,
  type Campaign,
  type PriceKind,
} from '../../domain/ownSites';
import { useActiveCampaigns } from './useActiveCampaigns';

interface Props {
  action: BulkAction;
  input: BulkInput;
  onChange: (input: BulkInput) => void;
  disabled: boolean;
  /** Why the input cannot be sent (bulkRequest's message), shown under it. */
  error?: string;
}

/** One width for the panel's fields: the whole row on a phone (390 px), side by side above. */
export const FIELD_WIDTH = { xs: '100%', sm: 280 } as const;

const campaignKey = (c: Campaign): string => String(c._id ?? c.name ?? '');

interface ChoiceProps {
  label: string;
  value: string;
  choices: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
}

const ChoiceField = ({ label, value, choices, onChange, disabled, error }: ChoiceProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    disabled={disabled}
    error={Boolean(error)}
    helperText={error}
    fullWidth={false}
    sx={{ width: FIELD_WIDTH }}
  >
    {choices.map((c) => (
      <MenuItem key={c.id} value={c.id}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

const CampaignInput = ({ input, onChange, disabled, error }: Omit<Props, 'action'>) => {
  const { campaigns, isPending, error: loadError } = useActiveCampaigns(true);
  if (loadError)
    return (
      <Alert severity="error">
        {`No se han podido cargar las campañas: ${loadError instanceof Error ? loadError.message : String(loadError)}`}
      </Alert>
    );
  if (isPending) return <Alert severity="info">Cargando campañas…</Alert>;
  if (!campaigns.length)
    return (
      <Alert severity="info">
        No hay campañas activas. Active o cree una campaña para poder asignarla.
      </Alert>
    );
  const chosen = input.campaign ? campaignKey(input.campaign) : '';
  return (
    <ChoiceField
      label="Campaña"
      value={campaigns.some((c) => campaignKey(c) === chosen) ? chosen : ''}
      choices={campaigns.map((c) => ({ id: campaignKey(c), name: c.name ?? campaignKey(c) }))}
      onChange={(key) =>
        onChange({ ...input, campaign: campaigns.find((c) => campaignKey(c) === key) ?? null })
      }
      disabled={disabled}
      error={error}
    />
  );
};

export const BulkActionInput = ({ action, input, onChange, disabled, error }: Props) => {
  switch (action.input) {
    case 'campaign':
      return <CampaignInput input={input} onChange={onChange} disabled={disabled} error={error} />;
    case 'priceChange':
      // First the price type, then the amount field appears.
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
          <ChoiceField
            label="Tipo de precio"
            value={input.priceKind ?? ''}
            choices={PRICE_KIND_CHOICES}
            onChange={(kind) => onChange({ ...input, priceKind: kind as PriceKind })}
            disabled={disabled}
            error={input.priceKind ? undefined : error}
          />
          {input.priceKind && (
            <TextField
              size="small"
              label="Cantidad (€)"
              value={input.amount ?? ''}
              onChange={(e) => onChange({ ...input, amount: e.target.value })}
              disabled={disabled}
              error={Boolean(error)}
              helperText={error ?? 'Positiva suma, negativa resta (p. ej. 500 o -500)'}
              slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
              fullWidth={false}
              sx={{ width: FIELD_WIDTH }}
            />
          )}
        </Box>
      );
    case 'adType':
      return (
        <ChoiceField
          label="Tipo de anuncio"
          value={input.adType ?? ''}
          choices={AD_TYPE_CHOICES}
          onChange={(adType) => onChange({ ...input, adType })}
          disabled={disabled}
          error={error}
        />
      );
    case 'reserveAmount':
      return (
        <TextField
          size="small"
          type="number"
          label="Importe reserva (€)"
          value={input.reserve ?? DEFAULT_RESERVE}
          onChange={(e) => onChange({ ...input, reserve: e.target.value })}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? `Mínimo ${formatEuros(MIN_RESERVE)}`}
          slotProps={{ htmlInput: { min: MIN_RESERVE, step: 1 } }}
          fullWidth={false}
          sx={{ width: FIELD_WIDTH }}
        />
      );
    case 'landingPage':
      return (
        <ChoiceField
          label="Landing page"
          value={input.landingPage ?? ''}
          choices={LANDING_PAGE_CHOICES}
          onChange={(landingPage) => onChange({ ...input, landingPage })}
          disabled={disabled}
          error={error}
        />
      );
    case 'none':
      return null;
  }
};
