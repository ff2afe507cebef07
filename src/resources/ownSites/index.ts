// The react-admin Resource of an own site's sale stock (spec 3 §2.1; issue 8 §2): its LIST is
// the dashboard (/stock-gomotor), its EDIT the edit page (/stock-gomotor/:idOrIdv, an idv or
// an _id) and `new-car` a child route (the create page). App.tsx:
//   <Resource name="stock-gomotor" {...ownSiteResource(GOMOTOR_CONFIG)} />
// Every page is lazy (src/pages.ts) so the sign-in chunk stays small.
import type { ReactNode } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import type { OwnSiteConfig } from '../../domain/ownSites/sites';
import { lazyPage, type PageName } from '../../pages';

/** The pages of each site (src/pages.ts). */
const SITE_PAGES: Record<OwnSiteConfig['id'], { list: PageName }> = {
  gomotor: { list: 'gomotorStock' },
  grupoliva: { list: 'grupolivaStock' },
};

export interface OwnSiteResourceProps {
  list: ReturnType<typeof lazyPage>;
  edit?: ReturnType<typeof lazyPage>;
  icon: typeof LanguageIcon;
  recordRepresentation: (record: SaleStockRecord) => string;
  /** The Resource's own routes: `new-car` (spec 3 §2.6). */
  children?: ReactNode;
}

export const ownSiteResource = (config: OwnSiteConfig): OwnSiteResourceProps => {
  const pages = SITE_PAGES[config.id];
  // Edit and create (OwnSiteEdit / OwnSiteCreate): `edit: lazyPage(…)` and
  // `children: createElement(Route, { path: 'new-car', element: createElement(Create) })`.
  return {
    list: lazyPage(pages.list),
    icon: LanguageIcon,
    recordRepresentation: (record) => String(record.idv ?? record._id),
  };
};
