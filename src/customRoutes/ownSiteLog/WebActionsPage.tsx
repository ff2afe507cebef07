// The web actions page, {logPath}/acciones-web, linked from the log page and the dashboard's 'Ver
// Acciones'. Its sections (database sync, manual imports — only entries typed as import —, web
// sync, vehicle updates, automatic sync) read the whole log once on opening; each section pages its
// rows, 50 a page, newest first.
import { useMemo } from 'react';
import { Box, Card, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider } from 'react-admin';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG, type OwnSiteConfig } from '../../domain/ownSites';
import {
  LOG_PAGE_SIZE,
  LOG_PAGE_SIZE_OPTIONS,
  LOG_ROW_HEIGHT,
  WEB_ACTIONS_SECTIONS,
  type WebActionsSection,
} from '../../domain/ownSites/logs';
import { useLocalList } from '../../lists/useLocalList';
import { saleStockResource, useWholeLog, type LogRecord } from './useOwnSiteLog';
import { LogPageHeader } from './LogPageHeader';

const NEWEST_FIRST = { field: 'timestamp', order: 'DESC' } as const;

const DENSE_ROWS = {
  '& .MuiTableRow-root': { height: LOG_ROW_HEIGHT },
  '& .MuiTableCell-body': { py: 0 },
} as const;

const Section = ({
  config,
  section,
  entries,
  isPending,
}: {
  config: OwnSiteConfig;
  section: WebActionsSection;
  entries: readonly LogRecord[] | undefined;
  isPending: boolean;
}) => {
  const rows = useMemo(() => (entries ?? []).filter(section.matches), [entries, section]);
  const resource = `${saleStockResource(config)}-web-actions-${section.id}`;
  const list = useLocalList<LogRecord>({
    data: rows,
    isPending,
    perPage: LOG_PAGE_SIZE,
    sort: NEWEST_FIRST,
    resource,
    // Each section keeps its page in the URL under its own prefix (?webSync.page=2).
    syncWithLocation: true,
    paramPrefix: `${section.id}.`,
  });
  return (
    <Card component="section" aria-labelledby={`section-${section.id}`} sx={{ mb: 2 }}>
      <Typography id={`section-${section.id}`} variant="h6" component="h2" sx={{ px: 1.5, pt: 1 }}>
        {section.title}
      </Typography>
      <ResourceContextProvider value={resource}>
        <ListContextProvider value={list}>
          <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <DataTable<LogRecord>
              aria-label={section.title}
              size="small"
              sx={DENSE_ROWS}
              bulkActionButtons={false}
              rowClick={false}
              empty={
                <Typography sx={{ p: 2 }} color="text.secondary">
                  No hay entradas en esta sección
                </Typography>
              }
            >
              {section.columns.map((column, index) => (
                <DataTable.Col<LogRecord>
                  key={column}
                  source={`${section.id}-${index}`}
                  label={column}
                  disableSort
                  render={(e) => section.cells(e)[index]}
                />
              ))}
            </DataTable>
          </Box>
          <Pagination rowsPerPageOptions={[...LOG_PAGE_SIZE_OPTIONS]} />
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
};

export const WebActionsPage = ({ config }: { config: OwnSiteConfig }) => {
  const { data, isPending, error } = useWholeLog(config);
  const title = `Acciones web de ${config.label}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <LogPageHeader
        title={title}
        link={{ to: config.logPath, label: `Log ${config.label}`, icon: <ArrowBackIcon /> }}
        siteLabel={config.label}
        failed={Boolean(error)}
      />
      {WEB_ACTIONS_SECTIONS.map((section) => (
        <Section
          key={section.id}
          config={config}
          section={section}
          entries={data}
          isPending={isPending}
        />
      ))}
    </Box>
  );
};

export const GomotorWebActionsPage = () => <WebActionsPage config={GOMOTOR_CONFIG} />;
export const GrupolivaWebActionsPage = () => <WebActionsPage config={GRUPOLIVA_CONFIG} />;
