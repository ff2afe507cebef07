// A labelled figure of the portal detail (its summary and the comparison panel): the number
// large, the label under it; the group is named by its label for assistive technology.
import { Box, Typography } from '@mui/material';
import { formatInteger } from '../../domain/format';

export interface FigureProps {
  label: string;
  value: number;
  /** The summary's figures are the page's headline; the comparison's are smaller. */
  size?: 'large' | 'medium';
}

export const Figure = ({ label, value, size = 'large' }: FigureProps) => (
  <Box
    role="group"
    aria-label={label}
    sx={{ minWidth: size === 'large' ? { xs: 140, sm: 180 } : { xs: 120, sm: 160 } }}
  >
    <Typography variant={size === 'large' ? 'h4' : 'h5'} component="p">
      {formatInteger(value)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);
