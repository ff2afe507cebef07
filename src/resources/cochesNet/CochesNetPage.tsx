// /coches-net, the Coches.net publisher (docs/screens/marketplaces.md): choose an account (0 the
// own database, 1 and 5–7 the marketplace), see its vehicles through the tiles, send / update /
// delete the selection one vehicle at a time. The rules live in src/domain/cochesNet; this page
// wires them to the cnet provider.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  ListContextProvider,
  ResourceContextProvider,
  Title,
  useNotify,
  type FilterPayload,
  type ListControllerResult,
} from 'react-admin';
import {
  accountMode,
  defaultSort,
  MANUAL_CAR_TEXTS,
  countTiles,
  filterByTile,
  toggleTile,
  PUBLISHER_PAGE_SIZE,
  type TileId,
} from '../../domain/cochesNet';
import { CNET_PUBLISHER_RESOURCE } from '../../dataProvider/channels/cnetPublisher';
import { useListParams } from '../../lists/useListParams';
import { useLocalList } from '../../lists/useLocalList';
import { AccountSelector } from './AccountSelector';
import { BulkPanel } from './BulkPanel';
import { LeaveGuard } from '../../layout/LeaveGuard';
import { PublisherTable } from './PublisherTable';
import { TileBar } from './TileBar';
import { useBulkRun } from './useBulkRun';
import { usePublisherData } from './usePublisherData';
import { PublisherToolbar } from './PublisherToolbar';
import { ACCOUNT_PARAM, accountOfParam } from './routes';

/** Leaving the page during a run asks first, so a run is not cut off by mistake. */
const LEAVE_TITLE = 'Hay un envío a Coches.net en curso';
const LEAVE_TEXT =
  'Si sale de la página, el envío se detendrá tras el vehículo actual. ¿Desea salir?';

export const PAGE_TITLE = 'Coches.net';

/** `pauseMs`: the gap between vehicles of a run (4 s, the marketplace's pace); tests shorten it. */
export const CochesNetPage = ({ pauseMs }: { pauseMs?: number }) => {
  const data = usePublisherData();
  const notify = useNotify();
  const { account, rows, isPending, load } = data;
  const [tile, setTile] = useState<TileId | null>(null);
  const mode = accountMode(account ?? 0);
  const counts = useMemo(() => countTiles(rows), [rows]);
  const shown = useMemo(() => filterByTile(rows, tile), [rows, tile]);
  const reload = useCallback(() => {
    if (account !== null) void load(account, { quiet: true });
  }, [account, load]);
  // After a manual creation the account is read again, then 'La base de datos se ha actualizado.'.
  const reloadAfterCreate = async () => {
    if (account === null) return;
    await load(account, { quiet: true });
    notify(MANUAL_CAR_TEXTS.databaseUpdated, { type: 'info' });
  };
  const run = useBulkRun({
    pauseMs,
    // A send leaves the own database as it was; update and delete change the account.
    onFinished: useCallback((action) => (action === 'create' ? undefined : reload()), [reload]),
  });

  // The list's filter is the account, kept in the address (?cuenta=5) so that back from a row
  // edit, a reload or a shared link shows it again; the table's first order follows its mode.
  const [params, setParam] = useListParams([ACCOUNT_PARAM]);
  const filterAccount = accountOfParam(params[ACCOUNT_PARAM]);
  const [firstSort] = useState(() => defaultSort(accountMode(filterAccount ?? 0)));
  // The list's own resets, as of the last render (the list is made with the filter below).
  const listReset = useRef<Pick<ListControllerResult, 'onUnselectItems' | 'setSort'>>(null);
  const { clear } = run;
  // Choosing an account resets the selection, the tile, the order and the run's results.
  const setFilters = useCallback(
    (values: FilterPayload) => {
      const next = accountOfParam(String(values.account ?? ''));
      if (next === null) return;
      setTile(null);
      listReset.current?.onUnselectItems(true);
      listReset.current?.setSort(defaultSort(accountMode(next)));
      clear();
      setParam(ACCOUNT_PARAM, String(next));
    },
    [setParam, clear],
  );
  const filter = useMemo(
    () => ({ values: filterAccount === null ? {} : { account: filterAccount }, set: setFilters }),
    [filterAccount, setFilters],
  );
  const list = useLocalList({
    data: shown,
    isPending,
    perPage: PUBLISHER_PAGE_SIZE,
    sort: firstSort,
    resource: CNET_PUBLISHER_RESOURCE,
    filter,
  });
  const { onUnselectItems, setSort } = list;
  useEffect(() => {
    listReset.current = { onUnselectItems, setSort };
  }, [onUnselectItems, setSort]);

  // A selection kept from an earlier visit names rows of another load: start without one.
  useEffect(() => {
    onUnselectItems(true);
    // Only on opening the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The account of the filter is loaded when the page opens with it and whenever it changes.
  useEffect(() => {
    if (filterAccount !== null) void load(filterAccount);
  }, [filterAccount, load]);

  const current = data.accounts.find((a) => a.value === account);
  return (
    <ResourceContextProvider value={CNET_PUBLISHER_RESOURCE}>
      <ListContextProvider value={list}>
        <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
          <Title title={PAGE_TITLE} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
              {PAGE_TITLE}
            </Typography>
            <AccountSelector accounts={data.accounts} disabled={run.running} />
            <PublisherToolbar
              account={current}
              disabled={run.running}
              onAccountsChanged={() => void data.loadAccounts()}
              onAccountUpdated={reload}
              onManualCreated={() => void reloadAfterCreate()}
            />
          </Box>
          {account === null ? (
            <Typography color="text.secondary">
              Elija una cuenta para ver sus vehículos: la 0 es la base de datos propia.
            </Typography>
          ) : (
            <>
              <TileBar
                counts={counts}
                active={tile}
                onToggle={(id) => setTile(toggleTile(tile, id))}
              />
              <BulkPanel
                mode={mode}
                account={current}
                accounts={data.accounts}
                rows={rows}
                running={run.running}
                progress={run.progress}
                onStart={run.start}
                onCancel={run.cancel}
              />
              <Card>
                <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
                  <PublisherTable mode={mode} account={account} results={run.results} />
                </CardContent>
              </Card>
            </>
          )}
          <LeaveGuard
            active={run.running}
            title={LEAVE_TITLE}
            text={LEAVE_TEXT}
            leaveLabel="Salir"
            onLeave={run.cancel}
          />
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

export default CochesNetPage;
