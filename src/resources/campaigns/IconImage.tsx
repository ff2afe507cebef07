// A campaign's icon (an http(s) URL or an uploaded icon), or a dash when it has none.
import { Box, Typography } from '@mui/material';
import { isIconUrl } from '../../domain/campaigns';

export const IconImage = ({ url, size = 28 }: { url: unknown; size?: number }) =>
  isIconUrl(url) ? (
    <Box
      component="img"
      src={String(url).trim()}
      alt="Icono de la campaña"
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  ) : (
    <Typography variant="body2">—</Typography>
  );
