// The panel's buttons: Generar CSV, Actualizar stock, Eliminar stock. Each run's outcome is the
// server's message, shown to the user (and logged by the server with a notification); a failure
// shows the server's message.
import { useState } from 'react';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Button,
  ColumnsButton,
  FilterButton,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import {
  ARAMIS_PANEL_RESOURCE,
  dropAramisStock,
  fetchAramisCsv,
  updateAramisStock,
} from '../../dataProvider/channels/aramis';
import { formatCount } from '../../domain/format';
import { openCsv } from './openCsv';
import { useSingleFlight, WriteConfirm } from '../../writes';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se ha podido completar la acción';

/** Runs one action at a time, notifying its outcome. */
const useRun = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState<string | null>(null);
  // One action at a time, however fast the clicks come.
  const flight = useSingleFlight();
  const run = (name: string, action: () => Promise<string>) =>
    flight.run(async () => {
      setRunning(name);
      try {
        notify(await action(), { type: 'success' });
        refresh();
      } catch (error) {
        notify(messageOf(error), { type: 'error' });
      } finally {
        setRunning(null);
      }
    });
  return { run, running };
};

const GenerateCsvButton = ({ run, running }: ReturnType<typeof useRun>) => (
  <Button
    label="Generar CSV"
    disabled={running !== null}
    loading={running === 'csv'}
    loadingPosition="start"
    onClick={() =>
      void run('csv', async () => {
        const { text, count } = await fetchAramisCsv();
        openCsv(text);
        return `Fichero CSV generado con ${formatCount(count, 'vehículo')}`;
      })
    }
  >
    <DownloadIcon />
  </Button>
);

const UpdateStockButton = ({ run, running }: ReturnType<typeof useRun>) => (
  <Button
    label="Actualizar stock"
    disabled={running !== null}
    loading={running === 'update-stock'}
    loadingPosition="start"
    onClick={() => void run('update-stock', async () => (await updateAramisStock()).message)}
  >
    <SyncIcon />
  </Button>
);

/** 'Eliminar stock' asks first, naming how many records go (all of them, whatever the filter). */
const DropStockButton = ({ run, running }: ReturnType<typeof useRun>) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [count, setCount] = useState<number | null>(null);
  const ask = async () => {
    try {
      const { total } = await dataProvider.getList(ARAMIS_PANEL_RESOURCE, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      setCount(total ?? 0);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label="Eliminar stock"
        color="error"
        disabled={running !== null}
        loading={running === 'drop'}
        loadingPosition="start"
        onClick={() => void ask()}
      >
        <DeleteSweepIcon />
      </Button>
      <WriteConfirm
        isOpen={count !== null}
        title="Eliminar stock de Aramis Francia"
        content={
          count === 0
            ? 'El stock de Aramis Francia ya está vacío.'
            : `Se eliminarán ${formatCount(count ?? 0, 'vehículo')} del stock de Aramis Francia, también los de publicación manual. ¿Continuar?`
        }
        confirm="Eliminar"
        cancel="Cancelar"
        confirmColor="warning"
        onClose={() => setCount(null)}
        onConfirm={() => {
          const confirmed = count ?? 0;
          setCount(null);
          return run('drop', async () => (await dropAramisStock(confirmed)).message);
        }}
      />
    </>
  );
};

export const AramisActions = () => {
  const runner = useRun();
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <GenerateCsvButton {...runner} />
      <UpdateStockButton {...runner} />
      <DropStockButton {...runner} />
    </TopToolbar>
  );
};
