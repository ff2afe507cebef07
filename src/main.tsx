// Entry point. The stored token is verified before the console starts, so an expired session goes
// straight to the sign-in page. Without a session only the small sign-in screen is loaded; the
// console (react-admin and every screen) is fetched while the form is filled in, and shown in the
// same page once signed in.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { verifyStoredSession } from './authProvider';
import { getSession } from './authProvider/session';
import SignInScreen, { DASHBOARD_PATH } from './customRoutes/login/SignInScreen';
import { preloadStockGeneralPage, STOCK_PAGE_PATH } from './resources/stockQuiter/preload';
import { readEarly } from './dataProvider/earlyRead';
import { DASHBOARD_ROWS } from './dataProvider/ownSites/rowsPath';
import { earlyRecordRead } from './dataProvider/recordPaths';
import { preloadScreenAt } from './screens';

const LOGIN_PATH = '/login';

/**
 * The console: react-admin with the app's providers and layout, and the router. The sign-in
 * screen does not import it (nor the data provider that comes with it): /login stays a small
 * download. The screens' loaders (resource folders, src/pages.ts) are only import() calls: they
 * come with it, and once it is here they are known by their address (src/screens.ts).
 */
const loadConsole = () => Promise.all([import('./App'), import('react-router-dom')]);
/** Parts of the console's code, already fetched with it. */
const consolePart = {
  portalFeeds: () => import('./dataProvider/portalFeeds'),
};

/** The dashboard's nine feeds, asked for now; settles once they have all answered. */
const prefetchDashboardFeeds = () =>
  consolePart.portalFeeds().then(({ prefetchPortalFeeds }) => prefetchPortalFeeds());

/**
 * After a sign-in, the console is shown once the dashboard's feeds have answered, so its cards
 * are drawn once, with their data — but never later than this (ms) after the sign-in: the
 * console's first render takes longer than that, so a slow feed is waited for in its place.
 */
const FEEDS_WAIT_MS = 150;

/**
 * Pages whose large list is asked for while the console loads and the token is verified, when
 * the console is opened on them directly (a bookmark, a reload): not once their list mounts.
 */
const DIRECT_PRELOADS: Record<string, () => void> = {
  [STOCK_PAGE_PATH]: preloadStockGeneralPage,
  [DASHBOARD_PATH]: () => void prefetchDashboardFeeds(),
  '/motos': () => void import('./dataProvider/motos').then((m) => m.prefetchMotos()),
  '/stock-renting': () =>
    void import('./dataProvider/renting').then((m) => m.readRentingListAhead()),
  ...Object.fromEntries(
    Object.entries(DASHBOARD_ROWS).map(([path, rows]) => [path, () => readEarly(rows)]),
  ),
};

/**
 * What a console opened directly on `path` asks for while it loads: the page's large list, or
 * the record of an edit page.
 */
const preloadAt = (path: string): void => {
  DIRECT_PRELOADS[path]?.();
  const record = earlyRecordRead(path);
  if (record) readEarly(record);
};

/**
 * The code of the screen at `path`, if one is there, loaded right after the console's: the
 * console is shown once both are here, so the page does not suspend on its first render (React
 * would then hold it back for its reveal throttle, 300 ms, and its data would be asked for
 * later).
 */
const loadScreenAt = async (code: ReturnType<typeof loadConsole>, path: string): Promise<void> => {
  await code;
  await preloadScreenAt(path);
};

const root = createRoot(document.getElementById('root')!);
const show = (ui: ReactNode) => root.render(<StrictMode>{ui}</StrictMode>);

const showConsole = async (code: ReturnType<typeof loadConsole>, page?: Promise<void>) => {
  const [[{ default: App }, { BrowserRouter }]] = await Promise.all([code, page]);
  // Path URLs (/dashboard, /quiter/U97), not react-admin's default hash.
  show(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
};

/**
 * A successful sign-in stores the session and reloads the page. What the reload would show — the
 * console on /dashboard, with the session just stored — shown without loading the page again (its
 * code is already here: fetched while the form was filled in). The dashboard's nine feeds are asked
 * for now, and the console shown when they have answered (at most FEEDS_WAIT_MS later): its cards
 * are drawn with them, not drawn loading and then once per feed.
 */
const enterConsole = async () => {
  const feeds = prefetchDashboardFeeds().catch(() => undefined);
  await Promise.race([feeds, new Promise((resolve) => setTimeout(resolve, FEEDS_WAIT_MS))]);
  window.history.replaceState(null, '', DASHBOARD_PATH);
  await showConsole(loadConsole());
};

/** While the form is filled in: the console's code and the dashboard's, its first page. */
const fetchConsoleAhead = () => {
  loadConsole()
    .then(() => preloadScreenAt(DASHBOARD_PATH))
    .catch(() => undefined);
};

const start = async () => {
  // With a stored session the console's code loads while the token is verified. The token
  // is asked for first (the server answers it before a large list), then the page's large
  // list, then the code (the browser's connections fill with it).
  const verified = verifyStoredSession();
  if (getSession()) preloadAt(window.location.pathname);
  const consoleCode = getSession() ? loadConsole() : null;
  const pageCode = consoleCode ? loadScreenAt(consoleCode, window.location.pathname) : undefined;
  await verified;
  if (getSession() && consoleCode) return showConsole(consoleCode, pageCode);
  // Every route but the login redirects to /login without a session.
  if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  show(<SignInScreen onSignedIn={() => void enterConsole()} fetchAhead={fetchConsoleAhead} />);
};

void start();
