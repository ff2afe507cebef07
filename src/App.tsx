// The console, read as a table of contents: providers, layout, one line per resource (each
// declared in its folder, src/resources/<name>/index.ts) and the custom pages over no single
// entity (src/pages.ts). Every screen is lazy, so the sign-in page downloads little code.
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AccessDenied, Layout, NotFound, theme } from './layout';
import LoginPage from './customRoutes/login/LoginPage';
import { pages } from './pages';
import notifications from './resources/notifications';
import campaigns from './resources/campaigns';
import countdown from './resources/countdown';
import { gomotorStock, grupolivaStock } from './resources/ownSites';
import webStock from './resources/webStock';
import aramisFrancia from './resources/aramisFrancia';
import cochesNet from './resources/cochesNet';
import history from './resources/history';
import renting from './resources/renting';
import stockQuiter from './resources/stockQuiter';
import motos from './resources/motos';
import csvFiles from './resources/csvFiles';
import users from './resources/users';
import wallapopAccounts from './resources/wallapopAccounts';

/** A signed-in user on / goes to /dashboard. */
const RedirectToDashboard = () => <Navigate to="/dashboard" replace />;

const page = ({ path, Page }: { path: string; Page: ComponentType }) => (
  <Route key={path} path={path} element={<Page />} />
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
    <Resource {...notifications} />
    <Resource {...campaigns} />
    <Resource {...countdown} />
    <Resource {...gomotorStock} />
    <Resource {...webStock} />
    <Resource {...grupolivaStock} />
    <Resource {...aramisFrancia} />
    <Resource {...cochesNet} />
    <Resource {...history} />
    <Resource {...renting} />
    <Resource {...stockQuiter} />
    <Resource {...motos} />
    <Resource {...csvFiles} />
    <Resource {...users} />
    <Resource {...wallapopAccounts} />
    <CustomRoutes>{Object.values(pages).map(page)}</CustomRoutes>
  </Admin>
);

export default App;
