// At 1366×768 and at 390 px: once vehicles are selected, a bar stays at the bottom of the
// viewport while the table scrolls by, so the send panel below the table is one click away.
// Sticky, not fixed: after the table it rests in its place above the panel.
import { Box, Button, Paper, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useListContext } from 'react-admin';
import { jumpTo } from './jumpTo';
import { SEND_PANEL_ID } from './SendPanel';
import { vehicleCountLabel } from './StockTable';

export const SelectionBar = () => {
  const { selectedIds = [], onUnselectItems } = useListContext();
  if (!selectedIds.length) return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="Selección"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        my: 2,
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }}>
        {vehicleCountLabel(selectedIds.length)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => onUnselectItems()}>
          Deseleccionar
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => jumpTo(SEND_PANEL_ID)}
        >
          Enviar a canales
        </Button>
      </Box>
    </Paper>
  );
};
