// The table's text search and, when a channel card's count is active, the chip saying so
// (clearing it shows the whole stock again). The box holds what is typed; the page keeps it
// in the URL, which follows a keystroke a moment later.
import { memo, useState } from 'react';
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
  const [text, setText] = useState(search);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <TextField
        size="small"
        label="Buscar"
        placeholder="IDV, marca, modelo, matrícula…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 320 } }}
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
