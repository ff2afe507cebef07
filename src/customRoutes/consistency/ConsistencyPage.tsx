// /coherencia: every drift between the group stock and the channels — a tile per channel,
// the filters (in the address), the table of drifts with a fix per row and for the
// selection. The report is read again whenever the server says it changed.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Skeleton, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ListContextProvider, Pagination, ResourceContextProvider, Title } from 'react-admin';
import { config } from '../../config';
import { formatDateTime } from '../../domain/format';
import {
  DRIFT_FILTER_PARAMS,
  driftsPerChannel,
  filterDrifts,
  readDriftFilter,
  type DriftFilterParam,
} from '../../domain/consistency/filters';
import { toDriftRows, type DriftRow } from '../../domain/consistency/rows';
import { useListParams } from '../../lists/useListParams';
import { useLocalList } from '../../lists/useLocalList';
import { ChannelTiles } from './ChannelTiles';
import { DriftFilters } from './DriftFilters';
import { DriftTable } from './DriftTable';
import { FixDialog } from './FixDialog';
import { useConsistencyReport, useStockFacts } from './useConsistencyData';
import { DRIFTS_SELECTION, FixRunContext, useFixRun, useFixRunContextValue } from './useFixRun';

export const PAGE_TITLE = 'Coherencia de canales';
const REPORT_ORDER = { field: 'order', order: 'ASC' } as const;
const NO_ROWS: DriftRow[] = [];

const Empty = ({ filtered, onClear }: { filtered: boolean; onClear: () => void }) => (
  <Box sx={{ p: 3, textAlign: 'center' }} role="status">
    <Typography variant="h6" component="p">
      No hay discrepancias
    </Typography>
    <Typography color="text.secondary">
      {filtered
        ? 'Ninguna discrepancia cumple estos filtros.'
        : 'Los canales coinciden con el stock: ningún anuncio de un coche reservado o vendido, ningún precio distinto, ningún anuncio repetido y nada pendiente de publicar.'}
    </Typography>
    {filtered && (
      <Button sx={{ mt: 1 }} onClick={onClear}>
        Quitar los filtros
      </Button>
    )}
  </Box>
);

const ConsistencyPage = () => {
  const report = useConsistencyReport();
  const stock = useStockFacts();
  const [params, setParam, urlBehind] = useListParams(DRIFT_FILTER_PARAMS);
  const [now] = useState(() => new Date());
  const channels = useMemo(() => report.data?.channels ?? [], [report.data]);
  const labels = useMemo(() => new Map(channels.map((c) => [c.id, c.label])), [channels]);
  const labelOf = useCallback((id: string) => labels.get(id) ?? id, [labels]);
  const filter = useMemo(
    () =>
      readDriftFilter(
        params,
        channels.map((c) => c.id),
      ),
    [params, channels],
  );
  const factsOf = useCallback((idv: string) => stock.byIdv.get(idv), [stock.byIdv]);

  const drifts = useMemo(() => report.data?.drifts ?? [], [report.data]);
  const allRows = useMemo(() => toDriftRows(drifts, labelOf, factsOf), [drifts, labelOf, factsOf]);
  const rowsById = useMemo(() => new Map(allRows.map((r) => [r.id, r])), [allRows]);
  const rows = useMemo(
    () => (report.data ? filterDrifts(allRows, filter, factsOf, now) : NO_ROWS),
    [report.data, allRows, filter, factsOf, now],
  );
  const driftCounts = useMemo(
    () => driftsPerChannel(drifts, filter, factsOf, now),
    [drifts, filter, factsOf, now],
  );

  const list = useLocalList<DriftRow>({
    data: rows,
    isPending: report.isPending,
    perPage: config.pageSize,
    sort: REPORT_ORDER,
    resource: DRIFTS_SELECTION,
    syncWithLocation: true,
    firstPage: urlBehind,
  });

  const run = useFixRun();
  const runContext = useFixRunContextValue(run.state, run.request);
  const setFilter = useCallback(
    (param: DriftFilterParam, value: string | null) => setParam(param, value),
    [setParam],
  );
  const [, setSearchParams] = useSearchParams();
  const clearFilters = () => setSearchParams({}, { replace: true });
  const filtered = Object.values(filter).some(Boolean);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={PAGE_TITLE} />
      <Box>
        <Typography variant="h5" component="h1">
          {PAGE_TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {report.data?.generatedAt
            ? `Comparación del stock con los anuncios de cada canal · ${formatDateTime(report.data.generatedAt)}`
            : 'Comparación del stock con los anuncios de cada canal'}
        </Typography>
      </Box>
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Cargando los canales" />
      ) : (
        <ChannelTiles
          channels={channels}
          driftCounts={driftCounts}
          selected={filter.channel}
          onSelect={(id) => setFilter('channel', id)}
        />
      )}
      <FixRunContext.Provider value={runContext}>
        <ResourceContextProvider value={DRIFTS_SELECTION}>
          <ListContextProvider value={list}>
            <Card>
              <DriftFilters
                filter={filter}
                channels={channels}
                labelOf={labelOf}
                onChange={setFilter}
              />
              <DriftTable
                rowsById={rowsById}
                empty={<Empty filtered={filtered} onClear={clearFilters} />}
              />
              {rows.length > config.pageSize && (
                <Pagination rowsPerPageOptions={[config.pageSize]} />
              )}
            </Card>
          </ListContextProvider>
        </ResourceContextProvider>
      </FixRunContext.Provider>
      <FixDialog
        state={run.state}
        labelOf={labelOf}
        onConfirm={() => void run.confirm()}
        onClose={run.cancel}
      />
    </Box>
  );
};

export default ConsistencyPage;
