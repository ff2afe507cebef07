// The own sites' sale stock, one resource per site (/stock-gomotor, /stock-grupoliva): its
// list is the site's dashboard, its edit the edit page (/stock-gomotor/:idOrIdv, an idv or an
// _id) and `new-car` the create page. One component each, a configuration per site.
import LanguageIcon from '@mui/icons-material/Language';
import type { SaleStockRecord } from '../../dataProvider/ownSites/saleStockProvider';
import {
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  ownSiteDashboard,
  type OwnSiteConfig,
} from '../../domain/ownSites/sites';
import { OWN_SITE_CREATE_ROUTE } from '../../domain/recordRoutes';
import type { MenuPlace } from '../../layout/menuItems';
import { readAhead } from '../stockDashboard/readAhead';
import { defineResource, type ResourceScreens } from '../defineResource';
import type { ScreenLoader } from '../../screens';

const dashboard = () => import('./OwnSiteDashboard');
const edit = () => import('./OwnSiteEdit');
const create = () => import('./OwnSiteCreate');

const ownSiteResource = (
  config: OwnSiteConfig,
  screens: ResourceScreens,
  newCar: ScreenLoader,
  menu: MenuPlace,
) =>
  defineResource<SaleStockRecord>({
    name: `stock-${config.id}`,
    screens,
    routes: { [OWN_SITE_CREATE_ROUTE]: newCar },
    icon: LanguageIcon,
    recordRepresentation: (record) => String(record.idv ?? record._id),
    // The dashboard's rows are asked for as the route renders (stockDashboard/readAhead.ts).
    readAhead: () => readAhead(ownSiteDashboard(config)),
    menu,
  });

export const gomotorStock = ownSiteResource(
  GOMOTOR_CONFIG,
  {
    list: () => dashboard().then((m) => ({ default: m.GomotorDashboard })),
    edit: () => edit().then((m) => ({ default: m.GomotorEdit })),
  },
  () => create().then((m) => ({ default: m.GomotorCreate })),
  { label: 'Gomotor', order: 30, group: 'Webs Propias' },
);

export const grupolivaStock = ownSiteResource(
  GRUPOLIVA_CONFIG,
  {
    list: () => dashboard().then((m) => ({ default: m.GrupolivaDashboard })),
    edit: () => edit().then((m) => ({ default: m.GrupolivaEdit })),
  },
  () => create().then((m) => ({ default: m.GrupolivaCreate })),
  { label: 'Grupo Oliva', order: 32, group: 'Webs Propias' },
);
