// A campaign's icon (an http(s) URL or an uploaded icon). Icons are drawn for the badge, often
// in its text colour: given `background` (the badge colour) they sit on it, so a white icon
// still shows in a white table. Without an icon: a dash, or nothing when `fallback` is null.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { isColor, isIconUrl } from '../../domain/campaigns';

interface Props {
  url: unknown;
  size?: number;
  background?: unknown;
  fallback?: ReactNode;
}

export const IconImage = ({
  url,
  size = 28,
  background,
  fallback = <Typography variant="body2">—</Typography>,
}: Props) => {
  if (!isIconUrl(url)) return <>{fallback}</>;
  const image = (
    <Box
      component="img"
      src={String(url).trim()}
      alt="Icono de la campaña"
      sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
    />
  );
  if (!isColor(background)) return image;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        p: 0.5,
        borderRadius: 1,
        bgcolor: String(background).trim(),
      }}
    >
      {image}
    </Box>
  );
};
