// A campaign's status in a table, 'Activa' or 'Inactiva'.
import { Chip } from '@mui/material';
import { campaignStatusLabel } from '../../domain/campaigns';

export const StatusChip = ({ active }: { active: unknown }) => (
  <Chip
    size="small"
    label={campaignStatusLabel(active)}
    color={active === true ? 'success' : 'default'}
    variant={active === true ? 'filled' : 'outlined'}
  />
);
