// The filters above the table: channel and kind of drift, and the stock filters the
// dashboard's charts lead here with, each removable. All of them live in the address.
import { Box, Chip, MenuItem, TextField } from '@mui/material';
import { DRIFT_KIND_LABELS } from '../../domain/consistency/kinds';
import {
  filterChips,
  type DriftFilter,
  type DriftFilterParam,
} from '../../domain/consistency/filters';
import { DRIFT_KINDS, type ChannelSummary } from '../../domain/consistency/types';

const ALL = '';

export const DriftFilters = ({
  filter,
  channels,
  labelOf,
  onChange,
}: {
  filter: DriftFilter;
  channels: readonly ChannelSummary[];
  labelOf: (channelId: string) => string;
  onChange: (param: DriftFilterParam, value: string | null) => void;
}) => {
  const stockChips = filterChips(filter, labelOf).filter(
    (chip) => chip.param === 'tipo' || chip.param === 'dias',
  );
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        px: 2,
        py: 1,
      }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label="Canal"
        value={filter.channel ?? ALL}
        onChange={(e) => onChange('channel', e.target.value || null)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ALL}>Todos los canales</MenuItem>
        {channels.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        margin="none"
        label="Problema"
        value={filter.kind ?? ALL}
        onChange={(e) => onChange('kind', e.target.value || null)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ALL}>Todos los problemas</MenuItem>
        {DRIFT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {DRIFT_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      {stockChips.map((chip) => (
        <Chip
          key={chip.param}
          label={chip.label}
          onClick={() => onChange(chip.param, null)}
          onDelete={() => onChange(chip.param, null)}
          aria-label={`Quitar el filtro ${chip.label}`}
        />
      ))}
    </Box>
  );
};
