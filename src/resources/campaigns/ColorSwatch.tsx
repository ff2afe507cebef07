// A colour of a campaign in a table: the swatch and its code (so it reads without colour).
import { Box, Stack, Typography } from '@mui/material';
import { isColor } from '../../domain/campaigns';

export const ColorSwatch = ({ color }: { color: unknown }) => {
  if (!isColor(color)) return <Typography variant="body2">—</Typography>;
  const code = String(color).trim();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: 0.5,
          bgcolor: code,
          border: 1,
          borderColor: 'divider',
          flexShrink: 0,
        }}
      />
      <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
        {code}
      </Typography>
    </Stack>
  );
};
