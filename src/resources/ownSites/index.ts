// The react-admin Resource of an own site's sale stock (spec 3 §2.1; issue 8 §2): its LIST is
// the dashboard (/stock-gomotor), its EDIT the edit page (/stock-gomotor/:idOrIdv, an idv or
// an _id) and `new-car` a child route (the create page). App.tsx:
//   <Resource name="stock-gomotor" {...ownSiteResource(GOMOTOR_CONFIG)} />
// Every page is lazy (src/pages.ts) so the sign-in chunk stays small.
import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import LanguageIcon from '@mui/icons-material/Language';
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import { ownSiteDashboard, type OwnSiteConfig } from '../../domain/ownSites/sites';
import { lazyPage, type PageName } from '../../pages';
import { readAhead } from '../stockDashboard/readAhead';

/** The pages of each site (src/pages.ts). */
const SITE_PAGES: Record<OwnSiteConfig['id'], Record<'list' | 'edit' | 'create', PageName>> = {
  gomotor: { list: 'gomotorStock', edit: 'gomotorEdit', create: 'gomotorCreate' },
  grupoliva: { list: 'grupolivaStock', edit: 'grupolivaEdit', create: 'grupolivaCreate' },
};

export interface OwnSiteResourceProps {
  list: ComponentType;
  edit?: ReturnType<typeof lazyPage>;
  icon: typeof LanguageIcon;
  recordRepresentation: (record: SaleStockRecord) => string;
  /** The Resource's own routes: `new-car` (spec 3 §2.6). */
  children?: ReactNode;
}

// Built once per site: App renders these props on every render, and a new lazy component
// each time would remount the page.
const built = new Map<OwnSiteConfig['id'], OwnSiteResourceProps>();

export const ownSiteResource = (config: OwnSiteConfig): OwnSiteResourceProps => {
  const known = built.get(config.id);
  if (known) return known;
  const pages = SITE_PAGES[config.id];
  const DashboardPage = lazyPage(pages.list);
  const dashboard = ownSiteDashboard(config);
  /** The dashboard, its rows asked for as the route renders (stockDashboard/readAhead.ts). */
  const OwnSiteList = () => {
    useState(() => readAhead(dashboard));
    return createElement(DashboardPage);
  };
  const props: OwnSiteResourceProps = {
    list: OwnSiteList,
    edit: lazyPage(pages.edit),
    children: createElement(Route, {
      path: 'new-car',
      element: createElement(lazyPage(pages.create)),
    }),
    icon: LanguageIcon,
    recordRepresentation: (record) => String(record.idv ?? record._id),
  };
  built.set(config.id, props);
  return props;
};
