// 'Dónde está publicado': the vehicle on every channel — listed or not, its price there and
// its drifts — read again whenever the server says the consistency report changed.
import { Alert, Chip, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { CONSISTENCY_RESOURCE, readVehiclePlacement } from '../../../dataProvider/consistency';
import { consistencyPath } from '../../../domain/consistency/filters';
import { placementRows, stockLine } from '../../../domain/consistency/placement';
import { HeadedTable } from '../../../layout/HeadedTable';
import { Section } from '../../../layout/Section';
import { useLiveResource } from '../../../realtime/useLiveResource';

export const PLACEMENT_TITLE = 'Dónde está publicado';

const PLACEMENT_COLUMNS = [
  'Canal',
  'Estado',
  { label: 'Precio', align: 'right' },
  'Discrepancia',
] as const;

export const PlacementSection = ({ idv }: { idv: string }) => {
  useLiveResource(CONSISTENCY_RESOURCE);
  const { data, error, isPending } = useQuery({
    queryKey: [CONSISTENCY_RESOURCE, 'vehicle', idv],
    queryFn: ({ signal }) => readVehiclePlacement(idv, signal),
  });
  return (
    <Section variant="card" titleId="placement-title" title={PLACEMENT_TITLE}>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={160} aria-label="Cargando los canales" />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {stockLine(data)}
          </Typography>
          <HeadedTable label={PLACEMENT_TITLE} columns={PLACEMENT_COLUMNS}>
            {placementRows(data).map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={row.listed ? 'filled' : 'outlined'}
                    color={row.listed ? 'primary' : 'default'}
                    label={row.status}
                  />
                </TableCell>
                <TableCell align="right">{row.price}</TableCell>
                <TableCell>
                  {row.drifts.length ? (
                    row.drifts.map((message) => (
                      <Typography
                        key={message}
                        variant="body2"
                        color="warning.dark"
                        component={LinkBase}
                        to={consistencyPath({ channel: row.id })}
                        sx={{ display: 'block' }}
                      >
                        {message}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Ninguna
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </>
      )}
    </Section>
  );
};
