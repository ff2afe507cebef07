// Renders a screen inside react-admin's AdminContext with our providers, a memory router and,
// optionally, a stored session ('usuario').
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import type { Session } from '../../src/domain/types';
import { authProvider } from '../../src/authProvider';
import { saveSession } from '../../src/authProvider/session';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { theme } from '../../src/layout/theme';

export const sessions = {
  admin: {
    accessToken: 'token-admin',
    id: 'u-admin',
    user: { email: 'admin@multipublicador.local', isAdmin: true },
  },
  staff: {
    accessToken: 'token-staff',
    id: 'u-staff',
    user: { email: 'comercial@grupoliva.es', isAdmin: false },
  },
} satisfies Record<string, Session>;

export interface RenderOptions {
  /** Stored session before rendering; null = signed out. Default 'admin'. */
  session?: keyof typeof sessions | null;
  /** Initial URL of the memory router. Default '/'. */
  route?: string;
  /** When given, `ui` is the element of `<Route path={path}>`. */
  path?: string;
  /** Also render the current address (path and query) in a hidden `data-testid="location"`. */
  withLocation?: boolean;
}

/** The router's current address, for tests of URL state and navigation. */
export const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="location">
      {pathname + search}
    </div>
  );
};

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export const AdminTestContext = ({ children }: { children: ReactNode }) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={memoryStore()}
    queryClient={createTestQueryClient()}
    theme={theme}
  >
    {children}
  </AdminContext>
);

export const renderWithAdmin = (
  ui: ReactElement,
  { session = 'admin', route = '/', path, withLocation = false }: RenderOptions = {},
) => {
  if (session) saveSession(sessions[session]);
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminTestContext>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
        {withLocation && <LocationProbe />}
      </AdminTestContext>
    </MemoryRouter>,
  );
};

/** msw URL pattern of an API path: api('/notifications') -> '*\/api/notifications'. */
export const api = (path: string): string => `*/api${path}`;
