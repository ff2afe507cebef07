// Entry point. Spec 1 §6: the stored token is verified before the console starts, so an
// expired session goes straight to the sign-in page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { verifyStoredSession } from './authProvider';
import App from './App';

const start = async () => {
  await verifyStoredSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* Path URLs (/dashboard, /quiter/U97) as in spec 1 §2, not react-admin's default hash. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
};

void start();
