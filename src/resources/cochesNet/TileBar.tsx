// The filter tiles: Total, Nuevo, Km 0, Ocasión and the review tiles Precios, Garantías, Color; one
// at a time, clicking the active one clears it (tiles.ts toggleTile).
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { TILES, type TileCounts, type TileId } from '../../domain/cochesNet';
import { formatInteger } from '../../domain/format';

export const TileBar = ({
  counts,
  active,
  onToggle,
}: {
  counts: TileCounts;
  active: TileId | null;
  onToggle: (id: TileId) => void;
}) => (
  <Box
    role="group"
    aria-label="Filtros"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, 1fr)' },
      gap: 1,
    }}
  >
    {TILES.map((tile) => {
      const pressed = active === tile.id;
      const review = tile.kind === 'review';
      return (
        <Paper
          key={tile.id}
          variant="outlined"
          sx={{
            borderColor: pressed
              ? 'primary.main'
              : review && counts[tile.id]
                ? 'warning.main'
                : undefined,
            borderWidth: pressed ? 2 : 1,
            bgcolor: pressed ? 'action.selected' : undefined,
          }}
        >
          <ButtonBase
            aria-pressed={pressed}
            aria-label={`${tile.label}: ${formatInteger(counts[tile.id])}`}
            onClick={() => onToggle(tile.id)}
            sx={{ width: '100%', p: 1, flexDirection: 'column', alignItems: 'flex-start' }}
          >
            <Typography variant="caption" color={review ? 'warning.dark' : 'text.secondary'}>
              {review ? `Revisar ${tile.label}` : tile.label}
            </Typography>
            <Typography variant="h6" component="span">
              {formatInteger(counts[tile.id])}
            </Typography>
          </ButtonBase>
        </Paper>
      );
    })}
  </Box>
);
