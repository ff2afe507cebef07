// The log pages (docs/screens/own-sites.md): /gomotor/log and /grupoliva/log, one component and two
// configurations. The four cards (from the whole log, read once on opening) and the five Log tables
// (database, bulk, sync, web sync, automatic sync), each paged by the API, 50 entries a page,
// newest first. Which table and page are shown lives in the URL (?tabla=bulk&page=2,
// ?tarjeta=imports), so a reload or a shared link shows the same view.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { type ListControllerResult } from 'react-admin';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG, type OwnSiteConfig } from '../../domain/ownSites';
import {
  LOG_CARDS,
  LOG_PAGE_SIZE,
  LOG_TABLES,
  webActionsPath,
  type LogKind,
} from '../../domain/ownSites/logs';
import { useLocalList } from '../../lists/useLocalList';
import { LogPageHeader } from './LogPageHeader';
import { LogCards } from './LogCards';
import { LogTable } from './LogTable';
import { saleStockResource, useLogPage, useWholeLog, type LogRecord } from './useOwnSiteLog';

const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' } as const;
const TABLE_PARAM = 'tabla';
const CARD_PARAM = 'tarjeta';
const PAGE_PARAM = 'page';

/** The log tables' react-admin resource ('stock-gomotor-log'). */
const logResource = (config: OwnSiteConfig) => `${saleStockResource(config)}-log`;

const isLogKind = (value: string | null): value is LogKind =>
  LOG_TABLES.some((t) => t.kind === value);

/** A table of one kind: the API's page as a list context (react-admin pages with it). */
const KindTable = ({
  config,
  kind,
  title,
}: {
  config: OwnSiteConfig;
  kind: LogKind;
  title: string;
}) => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get(PAGE_PARAM))) || 1);
  const { data, isPending, error } = useLogPage(config, kind, page);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const local = useLocalList<LogRecord>({
    data: rows,
    isPending,
    perPage: LOG_PAGE_SIZE,
    sort: NEWEST_FIRST,
    resource: logResource(config),
  });
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const total = data?.total ?? 0;
  const list: ListControllerResult<LogRecord> = {
    ...local,
    data: rows,
    total,
    page,
    setPage,
    perPage: LOG_PAGE_SIZE,
    hasPreviousPage: page > 1,
    hasNextPage: page * LOG_PAGE_SIZE < total,
  } as ListControllerResult<LogRecord>;
  if (error) {
    return (
      <Typography sx={{ p: 2 }} color="error">
        No se ha podido leer el registro de {config.label}
      </Typography>
    );
  }
  return <LogTable key={kind} title={title} resource={logResource(config)} list={list} />;
};

/** A card's table: the whole log's entries the card selects, paged here. */
const CardTable = ({
  config,
  entries,
  isPending,
  cardId,
}: {
  config: OwnSiteConfig;
  entries: readonly LogRecord[] | undefined;
  isPending: boolean;
  cardId: string;
}) => {
  const card = LOG_CARDS.find((c) => c.id === cardId) ?? LOG_CARDS[0]!;
  const rows = useMemo(() => (entries ?? []).filter(card.matches), [entries, card]);
  const list = useLocalList<LogRecord>({
    data: rows,
    isPending,
    perPage: LOG_PAGE_SIZE,
    sort: NEWEST_FIRST,
    resource: logResource(config),
    syncWithLocation: true,
  });
  return <LogTable key={card.id} title={card.title} resource={logResource(config)} list={list} />;
};

export const OwnSiteLogPage = ({ config }: { config: OwnSiteConfig }) => {
  const [params, setParams] = useSearchParams();
  const wholeLog = useWholeLog(config);
  const activeCard = LOG_CARDS.some((c) => c.id === params.get(CARD_PARAM))
    ? params.get(CARD_PARAM)
    : null;
  const tableParam = params.get(TABLE_PARAM);
  const kind: LogKind = isLogKind(tableParam) ? tableParam : 'database';
  const title = `Log ${config.label}`;

  const show = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAGE_PARAM);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  const activeTitle = activeCard
    ? LOG_CARDS.find((c) => c.id === activeCard)?.title
    : LOG_TABLES.find((t) => t.kind === kind)?.title;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <LogPageHeader
        title={title}
        link={{
          to: webActionsPath(config.logPath),
          label: 'Acciones web',
          icon: <HistoryIcon />,
        }}
        siteLabel={config.label}
        failed={Boolean(wholeLog.error)}
      />
      <LogCards
        entries={wholeLog.data}
        activeCard={activeCard}
        // Choosing the active card again goes back to the Log tables.
        onChoose={(id) => show({ [CARD_PARAM]: id === activeCard ? null : id })}
      />
      <Card>
        <Tabs
          value={activeCard ? false : kind}
          onChange={(_, value: LogKind) => show({ [TABLE_PARAM]: value, [CARD_PARAM]: null })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Tablas del registro"
        >
          {LOG_TABLES.map((t) => (
            <Tab key={t.kind} value={t.kind} label={t.title} />
          ))}
        </Tabs>
        <Typography variant="h6" component="h2" sx={{ px: 1.5, pt: 1 }}>
          {activeTitle}
        </Typography>
        {activeCard ? (
          <CardTable
            config={config}
            entries={wholeLog.data}
            isPending={wholeLog.isPending}
            cardId={activeCard}
          />
        ) : (
          <KindTable config={config} kind={kind} title={activeTitle ?? ''} />
        )}
      </Card>
    </Box>
  );
};

export const GomotorLogPage = () => <OwnSiteLogPage config={GOMOTOR_CONFIG} />;
export const GrupolivaLogPage = () => <OwnSiteLogPage config={GRUPOLIVA_CONFIG} />;
