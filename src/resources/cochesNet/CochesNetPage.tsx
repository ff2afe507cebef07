// /coches-net, the Coches.net publisher (docs/screens/marketplaces.md): choose an account (0 the
// own database, 1 and 5–7 the marketplace), see its vehicles through the tiles, send / update /
// delete the selection one vehicle at a time. The rules live in src/domain/cochesNet; this page
// wires them to the cnet provider.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, Title, useNotify } from 'react-admin';
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
import { useLocalList } from '../../lists/useLocalList';
import { AccountSelector } from './AccountSelector';
import { BulkPanel } from './BulkPanel';
import { LeaveGuard } from '../../layout/LeaveGuard';
import { PublisherTable } from './PublisherTable';
import { TileBar } from './TileBar';
import { useBulkRun } from './useBulkRun';
import { usePublisherData } from './usePublisherData';
import { PublisherToolbar } from './PublisherToolbar';
import { ACCOUNT_PARAM } from './routes';

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
  // The account of the address, read once: the table's first order follows its mode.
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(ACCOUNT_PARAM);
  const [firstSort] = useState(() => defaultSort(accountMode(Number(inUrl ?? 0))));
  const list = useLocalList({
    data: shown,
    isPending,
    perPage: PUBLISHER_PAGE_SIZE,
    sort: firstSort,
    resource: CNET_PUBLISHER_RESOURCE,
  });
  const { onUnselectItems, setSort } = list;

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

  // Choosing an account loads it and resets the selection and the filter. The account is kept in
  // the URL (?cuenta=5), so back from a row edit shows it again.
  const choose = (value: number) => {
    setTile(null);
    onUnselectItems(true);
    setSort(defaultSort(accountMode(value)));
    run.clear();
    setParams({ [ACCOUNT_PARAM]: String(value) }, { replace: true });
    void load(value);
  };
  useEffect(() => {
    // A selection kept from an earlier visit names rows of another load: start without one.
    onUnselectItems(true);
    if (inUrl !== null && account === null && /^\d+$/.test(inUrl)) void load(Number(inUrl));
    // Only on opening the page: later choices go through `choose`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const current = data.accounts.find((a) => a.value === account);
  return (
    <ResourceContextProvider value={CNET_PUBLISHER_RESOURCE}>
      <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
        <Title title={PAGE_TITLE} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
            {PAGE_TITLE}
          </Typography>
          <AccountSelector
            accounts={data.accounts}
            value={account}
            disabled={run.running}
            onChange={choose}
          />
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
          <ListContextProvider value={list}>
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
          </ListContextProvider>
        )}
        <LeaveGuard
          active={run.running}
          title={LEAVE_TITLE}
          text={LEAVE_TEXT}
          leaveLabel="Salir"
          onLeave={run.cancel}
        />
      </Box>
    </ResourceContextProvider>
  );
};

export default CochesNetPage;
