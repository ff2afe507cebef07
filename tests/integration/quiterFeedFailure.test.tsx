// A failing or hung Quiter feed is said within 3 s — the stock read tries once more
// (QUITER_QUERY_OPTIONS), never react-query's default three retries 1, 2 and 4 s apart.
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useGetList } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { saveSession } from '../../src/authProvider/session';
import { NETWORK_ERROR_MESSAGE } from '../../src/dataProvider/http';
import {
  QUITER_QUERY_OPTIONS,
  STOCK_RESOURCE,
  WHOLE_STOCK,
  type StockRecord,
} from '../../src/dataProvider/stock';
import { FEED_FAILURE_MESSAGE } from '../../src/domain/portalStatus';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { AdminTestContext, api, sessions } from './utils';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AdminTestContext>{children}</AdminTestContext>
  </MemoryRouter>
);

const readStock = () =>
  renderHook(() => useGetList<StockRecord>(STOCK_RESOURCE, WHOLE_STOCK, QUITER_QUERY_OPTIONS), {
    wrapper,
  });

describe('the stock read when Quiter fails', () => {
  it("a proxy's 502 page: one retry, then our network message", async () => {
    saveSession(sessions.admin);
    let calls = 0;
    server.use(
      http.get(api('/publishing/api/v1/quiter'), () => {
        calls++;
        return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const restoreConsole = silenceDataProviderErrors();
    const { result } = readStock();
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(calls).toBe(2);
    expect(result.current.error?.message).toBe(NETWORK_ERROR_MESSAGE);
    restoreConsole();
  });

  it('a hung feed: each try gives up on its own, then the Quiter message', async () => {
    saveSession(sessions.admin);
    let calls = 0;
    server.use(
      http.get(api('/publishing/api/v1/quiter'), async () => {
        calls++;
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const restoreConsole = silenceDataProviderErrors();
    const { result } = readStock();
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(calls).toBe(2);
    expect(result.current.error?.message).toBe(FEED_FAILURE_MESSAGE);
    restoreConsole();
  });
});
