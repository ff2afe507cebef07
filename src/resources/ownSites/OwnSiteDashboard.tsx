// /stock-gomotor and /stock-grupoliva (docs/screens/own-sites.md): the one stock dashboard
// (../stockDashboard/StockDashboard.tsx) given each site's configuration (domain/ownSites/sites.ts)
// and the own sites' bulk actions panel.
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import {
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  ownSiteDashboard,
  type OwnSiteConfig,
} from '../../domain/ownSites/sites';
import { StockDashboard, type BulkPanelRenderer } from '../stockDashboard/StockDashboard';
import { BulkActionsPanel } from './BulkActionsPanel';

const panels = new Map<OwnSiteConfig['id'], BulkPanelRenderer>();
const panelOf = (config: OwnSiteConfig): BulkPanelRenderer => {
  let panel = panels.get(config.id);
  if (!panel) {
    panel = ({ selectedIds, onDone }) => (
      <BulkActionsPanel config={config} selectedIds={selectedIds} onDone={onDone} />
    );
    panels.set(config.id, panel);
  }
  return panel;
};

export const OwnSiteDashboard = ({ config }: { config: OwnSiteConfig }) => (
  <StockDashboard<SaleStockRecord> config={ownSiteDashboard(config)} bulkPanel={panelOf(config)} />
);

export const GomotorDashboard = () => <OwnSiteDashboard config={GOMOTOR_CONFIG} />;
export const GrupolivaDashboard = () => <OwnSiteDashboard config={GRUPOLIVA_CONFIG} />;
