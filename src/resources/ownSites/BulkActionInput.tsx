// What each bulk action asks for once chosen: an active campaign, the price type and then a signed
// amount, an ad type, the reserve amount (≥ 300, default 300) or a landing page. Actions without
// input show nothing.
import { Box } from '@mui/material';
import {
  AD_TYPE_CHOICES,
  DEFAULT_RESERVE,
  LANDING_PAGE_CHOICES,
  MIN_RESERVE,
  PRICE_KIND_CHOICES,
  type BulkAction,
  type BulkInput,
  type Campaign,
} from '../../domain/ownSites';
import type { BulkInputProps } from '../stockDashboard/BulkPanelFrame';
import { BulkField, CampaignField, ReserveField, bindField } from '../stockDashboard/BulkFields';

const campaignKey = (c: Campaign): string => String(c._id ?? c.name ?? '');

export const BulkActionInput = (props: BulkInputProps<BulkAction, BulkInput>) => {
  const { action, input, onChange, disabled, error } = props;
  const field = bindField(props);
  switch (action.input) {
    case 'campaign':
      return (
        <CampaignField
          label="Campaña"
          none="No hay campañas activas. Active o cree una campaña para poder asignarla."
          keyOf={campaignKey}
          chosen={input.campaign}
          onPick={(campaign) => onChange({ ...input, campaign })}
          disabled={disabled}
          error={error}
        />
      );
    case 'priceChange':
      // First the price type, then the amount field appears.
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
          <BulkField
            label="Tipo de precio"
            choices={PRICE_KIND_CHOICES}
            {...field('priceKind')}
            error={input.priceKind ? undefined : error}
          />
          {input.priceKind && (
            <BulkField
              label="Cantidad (€)"
              hint="Positiva suma, negativa resta (p. ej. 500 o -500)"
              htmlInput={{ inputMode: 'text', autoComplete: 'off' }}
              {...field('amount')}
            />
          )}
        </Box>
      );
    case 'adType':
      return <BulkField label="Tipo de anuncio" choices={AD_TYPE_CHOICES} {...field('adType')} />;
    case 'reserveAmount':
      return <ReserveField min={MIN_RESERVE} {...field('reserve', DEFAULT_RESERVE)} />;
    case 'landingPage':
      return (
        <BulkField label="Landing page" choices={LANDING_PAGE_CHOICES} {...field('landingPage')} />
      );
    case 'none':
      return null;
  }
};
