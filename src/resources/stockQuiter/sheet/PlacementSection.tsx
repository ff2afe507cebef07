// 'Dónde está publicado': the vehicle on every channel — listed or not, its price there and
// its drifts — read again whenever the server says the consistency report changed.
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { CONSISTENCY_RESOURCE, readVehiclePlacement } from '../../../dataProvider/consistency';
import { consistencyPath } from '../../../domain/consistency/filters';
import { placementRows, stockLine } from '../../../domain/consistency/placement';
import { useLiveResource } from '../../../realtime/useLiveResource';

export const PLACEMENT_TITLE = 'Dónde está publicado';

export const PlacementSection = ({ idv }: { idv: string }) => {
  useLiveResource(CONSISTENCY_RESOURCE);
  const { data, error, isPending } = useQuery({
    queryKey: [CONSISTENCY_RESOURCE, 'vehicle', idv],
    queryFn: ({ signal }) => readVehiclePlacement(idv, signal),
  });
  return (
    <Card component="section" aria-labelledby="placement-title">
      <CardContent>
        <Typography id="placement-title" variant="h6" component="h2">
          {PLACEMENT_TITLE}
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && <Skeleton variant="rounded" height={160} aria-label="Cargando los canales" />}
        {data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {stockLine(data)}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={PLACEMENT_TITLE}>
                <TableHead>
                  <TableRow>
                    <TableCell>Canal</TableCell>
                    <TableCell>Estado</TableCell>
                    <TableCell align="right">Precio</TableCell>
                    <TableCell>Discrepancia</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
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
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
