// The badge as the web shows it on a vehicle that carries the campaign: its colours, icon, text and
// live countdown, read from the form as it is typed.
import { Box, Stack, Typography } from '@mui/material';
import { badgePreview, type CampaignFields } from '../../domain/campaigns';
import { useNow } from './secondClock';

export const BadgePreview = ({ fields }: { fields: CampaignFields }) => {
  const now = useNow();
  const badge = badgePreview(fields, now);
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        Vista previa en la web
      </Typography>
      <Stack
        data-testid="badge-preview"
        role="group"
        aria-label="Vista previa del distintivo"
        direction="row"
        spacing={1}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          bgcolor: badge.background,
          color: badge.color,
          maxWidth: '100%',
        }}
      >
        {badge.iconUrl && (
          <Box
            component="img"
            src={badge.iconUrl}
            alt=""
            sx={{ width: 22, height: 22, objectFit: 'contain' }}
          />
        )}
        <Typography component="span" sx={{ fontWeight: 700, color: 'inherit' }} noWrap>
          {badge.text}
        </Typography>
        {badge.countdown && (
          <Typography
            component="span"
            data-testid="badge-countdown"
            sx={{ fontVariantNumeric: 'tabular-nums', color: 'inherit', whiteSpace: 'nowrap' }}
          >
            {badge.countdown}
          </Typography>
        )}
      </Stack>
    </Box>
  );
};
