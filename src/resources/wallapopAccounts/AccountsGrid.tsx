// The editable grid of marketplace-gateway accounts. Rows are in view or
// edit mode; a new row starts in edit mode focused on accountId and cancelling removes it;
// saves and deletes answer with 'Guardado con éxito' / 'Eliminado con éxito' (6 s) and a
// failed save shows the server's message while the row stays in edit mode.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Snackbar } from '@mui/material';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  type GridEventListener,
  type GridPaginationModel,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useDataProvider, useGetList } from 'react-admin';
import { config } from '../../config';
import { accountChanged, accountPayload, accountProblem } from '../../domain/wallapopAccount';
import { useAddressPage } from '../../lists/useLocalList';
import { useLiveResource } from '../../realtime/useLiveResource';
import { accountColumns, type AccountRow } from './accountColumns';
import { AccountsToolbar } from './AccountsToolbar';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const RESOURCE = 'wallapop-accounts';
const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
const SAVE_FAILED = 'No se ha podido guardar la cuenta';
const DELETE_FAILED = 'No se ha podido eliminar la cuenta';

type Snack = { key: number; severity: 'success' | 'error'; message: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const emptyRow = (id: string): AccountRow => ({
  id,
  _id: '',
  accountId: '',
  name: '',
  ftp_user: '',
  hasFtpPassword: false,
  description: '',
  createdAt: '',
  isNew: true,
});

/** The grid's page, kept in the address (?page=2): a reload or a link shows it. */
const usePageInAddress = (pageSize: number) => {
  const [page, setPage] = useAddressPage();
  const model = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  const setModel = (
    next: GridPaginationModel | ((current: GridPaginationModel) => GridPaginationModel),
  ) => setPage((typeof next === 'function' ? next(model) : next).page + 1);
  return [model, setModel] as const;
};

/** Rows whose save is on its way: their actions show that it is working until the answer. */
const useSavingRows = () => {
  const [saving, setSaving] = useState<ReadonlySet<GridRowId>>(new Set());
  const markSaving = (id: GridRowId, on: boolean) =>
    setSaving((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return [saving, markSaving] as const;
};

type Tell = (severity: Snack['severity'], message: string) => void;

/** 'Eliminar' of a row: asks first, then deletes and says so (or why not). */
const useAccountDeletion = (refetch: () => Promise<unknown>, tell: Tell) => {
  const dataProvider = useDataProvider();
  const [pending, setPending] = useState<AccountRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await dataProvider.delete<AccountRow>(RESOURCE, { id: pending.id, previousData: pending });
      await refetch();
      tell('success', 'Eliminado con éxito');
    } catch (failure) {
      tell('error', messageOf(failure, DELETE_FAILED));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };
  const dialog = (
    <DeleteAccountDialog
      accountName={pending ? pending.name || pending.accountId : null}
      busy={deleting}
      onCancel={() => setPending(null)}
      onConfirm={confirm}
    />
  );
  return { ask: setPending, dialog };
};

/** 'Guardado con éxito', 'Eliminado con éxito' or the server's message, for a few seconds. */
const AccountSnackbar = ({ snack, onClose }: { snack: Snack | null; onClose: () => void }) => (
  <Snackbar
    key={snack?.key}
    open={snack !== null}
    autoHideDuration={config.timings.accountSnackbarMs}
    onClose={(_event, reason) => {
      if (reason !== 'clickaway') onClose();
    }}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
  >
    {snack ? (
      <Alert severity={snack.severity} variant="filled" onClose={onClose}>
        {snack.message}
      </Alert>
    ) : undefined}
  </Snackbar>
);

export const WallapopAccountsGrid = () => {
  useLiveResource(RESOURCE);
  const dataProvider = useDataProvider();
  // The API answers the whole collection, oldest first (docs/API.md).
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<AccountRow>(RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  // Unsaved new rows live only here, above the saved ones so they are on the first page.
  const [drafts, setDrafts] = useState<AccountRow[]>([]);
  const rows = useMemo(() => [...drafts, ...data], [drafts, data]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [paginationModel, setPaginationModel] = usePageInAddress(config.pageSize);
  const [snack, setSnack] = useState<Snack | null>(null);
  const draftSeq = useRef(0);
  // Drafts cancelled by the user. Removing a row in the same render as its cancel makes
  // the grid skip `ignoreModifications` and call processRowUpdate: those must not be saved.
  const cancelledDrafts = useRef(new Set<GridRowId>());
  const [saving, markSaving] = useSavingRows();

  const tell: Tell = (severity, message) => setSnack({ key: Date.now(), severity, message });
  const deletion = useAccountDeletion(refetch, tell);
  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const addAccount = () => {
    draftSeq.current += 1;
    const id = `nueva-${draftSeq.current}`;
    setDrafts((old) => [emptyRow(id), ...old]);
    setPaginationModel((model) => ({ ...model, page: 0 }));
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'accountId' });
  };

  const actions = {
    edit: (id: GridRowId) => setMode(id, { mode: GridRowModes.Edit }),
    save: (id: GridRowId) => setMode(id, { mode: GridRowModes.View }),
    cancel: (id: GridRowId) => {
      if (drafts.some((row) => row.id === id)) cancelledDrafts.current.add(id);
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      setDrafts((old) => old.filter((row) => row.id !== id));
    },
    remove: (id: GridRowId) => deletion.ask(rows.find((row) => row.id === id) ?? null),
    changePassword: (id: GridRowId) =>
      setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'ftp_password' }),
  };

  // Leaving the row (focus out) does not save it; only 'Guardar' or Enter do.
  // Escape on an unsaved new row cancels it like 'Cancelar' (it is removed).
  const onRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    } else if (params.reason === GridRowEditStopReasons.escapeKeyDown && params.row.isNew) {
      event.defaultMuiPrevented = true;
      actions.cancel(params.id);
    }
  };

  // Throwing keeps the row in edit mode; the grid then calls onProcessRowUpdateError.
  // The saved row drops the typed password: the grid never holds it once sent.
  const processRowUpdate = async (newRow: AccountRow, oldRow: AccountRow): Promise<AccountRow> => {
    markSaving(newRow.id, true);
    try {
      return await saveRow(newRow, oldRow);
    } finally {
      markSaving(newRow.id, false);
    }
  };
  const saveRow = async (newRow: AccountRow, oldRow: AccountRow): Promise<AccountRow> => {
    const { ftp_password: _typed, ...shown } = newRow;
    if (cancelledDrafts.current.has(newRow.id)) return oldRow;
    // Refused before it is sent, naming the column as the grid shows it.
    const problem = accountProblem(accountPayload(newRow));
    if (problem) throw new Error(problem);
    if (newRow.isNew) {
      const { data: created } = await dataProvider.create<AccountRow>(RESOURCE, {
        data: accountPayload(newRow),
      });
      await refetch();
      // Dropped once the saved account is in the list, so the row never disappears.
      setDrafts((old) => old.filter((row) => row.id !== newRow.id));
      tell('success', 'Guardado con éxito');
      // The grid still knows the row by its draft id until the list re-renders.
      return { ...shown, ...created, id: newRow.id, isNew: false };
    }
    if (!accountChanged(newRow, oldRow)) return oldRow;
    const { data: updated } = await dataProvider.update<AccountRow>(RESOURCE, {
      id: newRow.id,
      data: accountPayload(newRow),
      previousData: oldRow,
    });
    await refetch();
    tell('success', 'Guardado con éxito');
    return { ...shown, ...updated, id: newRow.id };
  };

  const columns = accountColumns(rowModesModel, actions, saving);

  return (
    <Box sx={{ width: '100%' }}>
      {error ? (
        <Alert severity="error">{messageOf(error, 'No se han podido cargar las cuentas')}</Alert>
      ) : null}
      <DataGrid<AccountRow>
        aria-label="Cuentas de Wallapop"
        rows={rows}
        columns={columns}
        loading={isPending}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={onRowEditStop}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(failure: unknown) =>
          tell('error', messageOf(failure, SAVE_FAILED))
        }
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[config.pageSize, 25, 50]}
        localeText={localeText}
        slots={{ toolbar: AccountsToolbar }}
        slotProps={{ toolbar: { onAddAccount: addAccount } }}
        showToolbar
        autoHeight
        // A handful of accounts: render them all (also what assistive tech and tests see).
        disableVirtualization
        disableRowSelectionOnClick
      />
      {deletion.dialog}
      <AccountSnackbar snack={snack} onClose={() => setSnack(null)} />
    </Box>
  );
};
