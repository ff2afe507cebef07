// 'Ver Acciones': the action records of the account on screen (every account's from the own
// database), newest first as the API answers them, each expandable to its per-vehicle results
// coloured by status.
import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { actionSummary, resultCell, type ActionType } from '../../domain/cochesNet';
import { formatDateTime, formatTime } from '../../domain/format';
import {
  CNET_PUBLISHER_RESOURCE,
  type ActionRecord,
} from '../../dataProvider/channels/cnetPublisher';
import { HeadedTable } from '../../layout/HeadedTable';
import { usePublisherApi } from './usePublisherData';

const TYPE_LABELS: Record<ActionType, string> = {
  create: 'Envío',
  update: 'Actualización',
  delete: 'Eliminación',
  'update-account': 'Actualización de cuenta',
};

const RunDetails = ({ record }: { record: ActionRecord }) => (
  <HeadedTable
    label={`Resultados del ${formatDateTime(record.createdAt)}`}
    columns={['IDV', 'Resultado', 'Hora']}
    scroll={false}
  >
    {record.responses.map((response, index) => {
      const cell = resultCell(response);
      return (
        <TableRow key={response._id ?? index}>
          <TableCell>{response.idv}</TableCell>
          <TableCell data-status={cell.color} sx={{ color: `${cell.color}.main` }}>
            {cell.text}
          </TableCell>
          <TableCell>{formatTime(response.createdAt)}</TableCell>
        </TableRow>
      );
    })}
  </HeadedTable>
);

export const ActionsDialog = ({
  open,
  account,
  onClose,
}: {
  open: boolean;
  /** The account whose runs to list; undefined for every account. */
  account?: number;
  onClose: () => void;
}) => {
  const api = usePublisherApi();
  const [records, setRecords] = useState<ActionRecord[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setRecords(null);
    setError('');
    api
      .getActions(CNET_PUBLISHER_RESOURCE, { account, signal: controller.signal })
      .then(setRecords)
      .catch((e: Error) => !controller.signal.aborted && setError(e.message));
    return () => controller.abort();
  }, [api, open, account]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="cnet-actions">
      <DialogTitle id="cnet-actions">Acciones en Coches.net</DialogTitle>
      <DialogContent dividers>
        {error && <Typography color="error">{error}</Typography>}
        {!error && records === null && <Typography>Cargando…</Typography>}
        {records?.length === 0 && <Typography>No hay acciones registradas</Typography>}
        {records?.map((record) => (
          <Accordion key={record._id} disableGutters TransitionProps={{ unmountOnExit: true }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="body2">
                {`${formatDateTime(record.createdAt)} · ${TYPE_LABELS[record.type]} · ${actionSummary(record.type, record.account.key, record.responses)}${record.user ? ` · ${record.user}` : ''}`}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ overflowX: 'auto' }}>
              <RunDetails record={record} />
            </AccordionDetails>
          </Accordion>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
};
