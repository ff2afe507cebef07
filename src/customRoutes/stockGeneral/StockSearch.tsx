// The table's text search and, when a channel card's count is active, the chip saying so
// (clearing it shows the whole stock again).
import { memo } from 'react';
import { Box, Chip, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface StockSearchProps {
  search: string;
  onSearch: (text: string) => void;
  channelLabel: string | null;
  onClearChannel: () => void;
}

export const StockSearch = memo(function StockSearch({
  search,
  onSearch,
  channelLabel,
  onClearChannel,
}: StockSearchProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="IDV, marca, modelo, matrícula…"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 280 }}
      />
      {channelLabel && (
        <Chip
          color="primary"
          label={`No importados en ${channelLabel}`}
          onDelete={onClearChannel}
        />
      )}
    </Box>
  );
});
