// The stock dashboard's header, the same on the three dashboards (the configuration decides
// 'Crear Vehículo', 'Ver Acciones' and 'Ver stock en Web').
// ACTUALIZAR DDBB and Sincronización Web say what the server answered, failures included.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Link } from 'react-router-dom';
import { useDataProvider, useNotify } from 'react-admin';
import { snackbarOptions, type StockDashboardConfig } from '../../domain/stockDashboard/config';
import { OWN_SITE_CREATE_ROUTE } from '../../domain/recordRoutes';
import type { DashboardDataProvider, DashboardTaskAnswer } from './dashboardData';
import { WriteButton } from '../../writes';

declare global {
  interface ImportMetaEnv {
    /** 'Ver stock en Web': the first site's public vehicle list. */
    readonly VITE_GOMOTOR_WEB_STOCK_URL?: string;
  }
}
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
/** The address comes from configuration, with the site's home as default. */
export const WEB_STOCK_URL = env.VITE_GOMOTOR_WEB_STOCK_URL ?? 'https://www.gomotor.es/';

type Task = 'updateDb' | 'webSync';

const DONE: Record<Task, string> = {
  updateDb: 'Base de datos actualizada',
  webSync: 'Sincronización web terminada',
};

export interface DashboardHeaderProps {
  config: Pick<StockDashboardConfig<unknown>, 'label' | 'path' | 'header' | 'snackbarMs'>;
  resource: string;
  expanded: boolean;
  /** CONTRAER / EXPANDIR (domain tableToggleLabel). */
  toggleLabel: string;
  onToggleTable: () => void;
  /** Reads the stock again (ACTUALIZAR DDBB "then reloads the page"). */
  onReload: () => void;
}

export const DashboardHeader = ({
  config,
  resource,
  expanded,
  toggleLabel,
  onToggleTable,
  onReload,
}: DashboardHeaderProps) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const [running, setRunning] = useState<Task | null>(null);

  const run = async (task: Task) => {
    setRunning(task);
    try {
      const answer: DashboardTaskAnswer = await dataProvider[task](resource);
      notify(answer.message || DONE[task], snackbarOptions(config, 'success'));
      if (task === 'updateDb') onReload();
    } catch (error) {
      notify(
        error instanceof Error ? error.message : String(error),
        snackbarOptions(config, 'error'),
      );
    } finally {
      setRunning(null);
    }
  };

  return (
    <Box
      component="nav"
      aria-label={`Acciones de ${config.label}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {/* One task at a time: the other is off while one runs. */}
      <WriteButton
        variant="contained"
        startIcon={<SyncIcon />}
        disabled={running === 'webSync'}
        working={running === 'updateDb'}
        onClick={() => run('updateDb')}
      >
        ACTUALIZAR DDBB
      </WriteButton>
      <WriteButton
        variant="contained"
        color="secondary"
        startIcon={<CloudUploadIcon />}
        disabled={running === 'updateDb'}
        working={running === 'webSync'}
        onClick={() => run('webSync')}
      >
        Sincronización Web
      </WriteButton>
      {config.header.create && (
        <Button
          variant="outlined"
          component={Link}
          to={`${config.path}/${OWN_SITE_CREATE_ROUTE}`}
          startIcon={<AddIcon />}
        >
          Crear Vehículo
        </Button>
      )}
      {/* 'Ver Acciones' links to the site's log page (/gomotor/log). */}
      {config.header.actionsPath && (
        <Button
          variant="outlined"
          component={Link}
          to={config.header.actionsPath}
          startIcon={<ListAltIcon />}
        >
          Ver Acciones
        </Button>
      )}
      {config.header.webStockLink && (
        <Button
          variant="outlined"
          href={WEB_STOCK_URL}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNewIcon />}
        >
          Ver stock en Web
        </Button>
      )}
      <Button
        variant="text"
        onClick={onToggleTable}
        aria-expanded={expanded}
        startIcon={expanded ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
      >
        {toggleLabel}
      </Button>
    </Box>
  );
};
