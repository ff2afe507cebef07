// Entry point. Spec 1 §6: the stored token is verified before the console starts, so an
// expired session goes straight to the sign-in page. Without a session only the small
// sign-in screen is loaded; the console (react-admin and every screen) is fetched once
// signed in.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { verifyStoredSession } from './authProvider';
import { getSession } from './authProvider/session';
import SignInScreen from './customRoutes/login/SignInScreen';
import { preloadStockGeneralPage, STOCK_PAGE_PATH } from './customRoutes/stockGeneral/preload';

const LOGIN_PATH = '/login';

const start = async () => {
  // With a stored session the console's code loads while the token is verified.
  const consoleCode = getSession()
    ? Promise.all([import('./App'), import('react-router-dom')])
    : null;
  if (getSession() && window.location.pathname === STOCK_PAGE_PATH) preloadStockGeneralPage();
  await verifyStoredSession();
  let ui: ReactNode;
  if (getSession() && consoleCode) {
    const [{ default: App }, { BrowserRouter }] = await consoleCode;
    // Path URLs (/dashboard, /quiter/U97) as in spec 1 §2, not react-admin's default hash.
    ui = (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
  } else {
    // Spec 1 §2: every route but the login redirects to /login without a session.
    if (window.location.pathname !== LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
    ui = <SignInScreen />;
  }
  createRoot(document.getElementById('root')!).render(<StrictMode>{ui}</StrictMode>);
};

void start();
