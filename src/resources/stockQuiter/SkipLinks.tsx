// For keyboard users: the page's main places a Tab or two away, shown when focused.
import { Box, Button } from '@mui/material';
import { jumpTo } from './jumpTo';
import { SEND_PANEL_ID } from './SendPanel';
import { STOCK_TABLE_ID } from './StockTable';

const hiddenUntilFocused = {
  position: 'absolute',
  left: -10000,
  '&:focus-visible': { position: 'static', left: 'auto' },
} as const;

export const SkipLinks = () => (
  <Box component="nav" aria-label="Atajos de la página" sx={{ display: 'flex', gap: 1 }}>
    <Button
      variant="outlined"
      size="small"
      sx={hiddenUntilFocused}
      onClick={() => jumpTo(STOCK_TABLE_ID)}
    >
      Ir a la tabla de vehículos
    </Button>
    <Button
      variant="outlined"
      size="small"
      sx={hiddenUntilFocused}
      onClick={() => jumpTo(SEND_PANEL_ID)}
    >
      Ir al envío a canales
    </Button>
  </Box>
);
