// The console, read as a table of contents (DESIGN.md): providers, layout, resources and
// custom routes. Screens are lazy (src/pages.ts) so the sign-in page downloads little
// JavaScript; their code is fetched ahead of the click that opens them.
import type { ReactNode } from 'react';
import { Admin, CanAccess, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AccessDenied, Layout, NotFound, theme } from './layout';
import LoginPage from './customRoutes/login/LoginPage';
import notifications from './resources/notifications';
import campaigns from './resources/campaigns';
import countdown from './resources/countdown';
import { ownSiteResource } from './resources/ownSites';
import { webStockResource } from './resources/webStock';
import { motoResource } from './resources/motos';
import aramisFrancia from './resources/aramisFrancia';
import { rentingResource } from './resources/renting';
import history from './resources/history';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG } from './domain/ownSites/sites';
import { STOCK_PAGE_PATH } from './customRoutes/stockGeneral/preload';
import { lazyPage } from './pages';
import { CochesNetRoute } from './customRoutes/cochesNet/CochesNetRoute';
// Only the log module: the rest of the own sites' rules stays out of the sign-in chunk.
import { webActionsPath } from './domain/ownSites/logs';

const DashboardPage = lazyPage('dashboard');
const ProfilePage = lazyPage('profile');
const UsersSettingsPage = lazyPage('usersSettings');
const WallapopAccountsPage = lazyPage('wallapopAccounts');
const PortalDetailPage = lazyPage('portalDetail');
const JsonQuiterPage = lazyPage('jsonQuiter');
const StockGeneralPage = lazyPage('stockGeneral');
const VehicleSheetPage = lazyPage('vehicleSheet');
const CsvFilesPage = lazyPage('csvFiles');
const GomotorLogPage = lazyPage('gomotorLog');
const GrupolivaLogPage = lazyPage('grupolivaLog');
const GomotorWebActionsPage = lazyPage('gomotorWebActions');
const GrupolivaWebActionsPage = lazyPage('grupolivaWebActions');
const CochesNetEditPage = lazyPage('cochesNetEdit');
const ProviderFormPage = lazyPage('providerForm');
const ConsistencyPage = lazyPage('consistency');
const ConsistencySettingsPage = lazyPage('consistencySettings');

/** Spec 1 §2: a signed-in user on / goes to /dashboard. */
const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;

/** Spec 1 §6: 'Ajustes' pages are for the administrator, even when typed in the URL. */
const AdminOnly = ({ children }: { children: ReactNode }) => (
  <CanAccess resource="settings" action="access" accessDenied={<AccessDenied />}>
    {children}
  </CanAccess>
);

export const App = () => (
  <Admin
    disableTelemetry
    requireAuth
    title="Multipublicador"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={localStorageStore(undefined, 'Multipublicador')}
    theme={theme}
    layout={Layout}
    loginPage={LoginPage}
    dashboard={RedirectToDashboard}
    catchAll={NotFound}
    accessDenied={AccessDenied}
  >
    <Resource name="notificaciones" {...notifications} />
    {/* Issue 9: the campaigns (spec 3 §3.3) and the CountDown Maker (spec 2) over them. */}
    <Resource name="campaigns" {...campaigns} />
    <Resource name="contadores" {...countdown} />
    {/* Spec 3 §2.1: the own sites' stock dashboards, edit pages and new-car. */}
    <Resource name="stock-gomotor" {...ownSiteResource(GOMOTOR_CONFIG)} />
    <Resource name="stock-grupoliva" {...ownSiteResource(GRUPOLIVA_CONFIG)} />
    {/* Spec 3 §2.8: the web stock dashboard /gomotor and its row edit (/gomotor/:_id). */}
    <Resource name="gomotor" {...webStockResource} />
    {/* Issue 12 §2: the moto stock (/motos) and the editable moto sheet (/motos/{idv}). */}
    <Resource name="motos" {...motoResource} />
    {/* Issue 13 §1: the Aramis Francia panel over the supplier stock. */}
    <Resource name="aramis-francia" {...aramisFrancia} />
    {/* Issue 11 §2: the renting stock (spec 2), create at /stock-renting/add-vehicle. */}
    <Resource name="stock-renting" {...rentingResource} />
    {/* The history of changes, for administrators (its list checks canAccess). */}
    <Resource name="historial" {...history} />
    <CustomRoutes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/mi-cuenta" element={<ProfilePage />} />
      <Route path="/quiter/:portalId" element={<PortalDetailPage />} />
      <Route path="/json-quiter" element={<JsonQuiterPage />} />
      <Route path={STOCK_PAGE_PATH} element={<StockGeneralPage />} />
      <Route path="/stock-general-quiter/:idv" element={<VehicleSheetPage />} />
      <Route path="/subir-csv" element={<CsvFilesPage />} />
      {/* Spec 3 §2.1, §2.7: the own sites' log pages (GOMOTOR_CONFIG / GRUPOLIVA_CONFIG
          logPath) and their web actions pages. */}
      <Route path="/gomotor/log" element={<GomotorLogPage />} />
      <Route path={webActionsPath('/gomotor/log')} element={<GomotorWebActionsPage />} />
      <Route path="/grupoliva/log" element={<GrupolivaLogPage />} />
      <Route path={webActionsPath('/grupoliva/log')} element={<GrupolivaWebActionsPage />} />
      {/* Issue 10 §2: the Coches.net publisher. */}
      <Route path="/coches-net" element={<CochesNetRoute />} />
      <Route path="/coches-net/:id" element={<CochesNetEditPage />} />
      {/* Issue 13 §2: the vehicle-data provider's new vehicle form (spec 2). */}
      <Route path="/proveedor/nuevo" element={<ProviderFormPage />} />
      {/* The drifts between the stock and the channels, and their fixes. */}
      <Route path="/coherencia" element={<ConsistencyPage />} />
      <Route
        path="/settings/users"
        element={
          <AdminOnly>
            <UsersSettingsPage />
          </AdminOnly>
        }
      />
      <Route
        path="/settings/wallapop"
        element={
          <AdminOnly>
            <WallapopAccountsPage />
          </AdminOnly>
        }
      />
      <Route
        path="/settings/coherencia"
        element={
          <AdminOnly>
            <ConsistencySettingsPage />
          </AdminOnly>
        }
      />
    </CustomRoutes>
  </Admin>
);

export default App;
