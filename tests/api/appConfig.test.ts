// GET /api/app-config: the console's settings that come from the server's configuration, such as
// the fatal banner's contact address (the first of ADMIN_EMAILS).
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, SALES, client, expectError, signIn, startTestApp, type TestApp } from './helpers';

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('GET /api/app-config', () => {
  it('answers the contact address from ADMIN_EMAILS to any signed-in user', async () => {
    running = await startTestApp({}, { ADMIN_EMAILS: 'jefe.taller@grupoliva.es, ' + ADMIN.email });
    const { accessToken } = await signIn(running.app, SALES);
    const answer = await client(running.app, accessToken).get('/api/app-config');
    expect(answer.status).toBe(200);
    // Only what the console may show: nothing else of the configuration.
    expect(answer.body).toEqual({ contact: 'jefe.taller@grupoliva.es' });
  });

  it('follows the default administrator address', async () => {
    running = await startTestApp();
    const { accessToken } = await signIn(running.app, ADMIN);
    const answer = await client(running.app, accessToken).get('/api/app-config');
    expect(answer.body).toEqual({ contact: 'admin@multipublicador.local' });
  });

  it("needs a session: the address is the administrator's sign-in name", async () => {
    running = await startTestApp();
    expectError(await client(running.app).get('/api/app-config'), 401);
  });

  it('refuses unknown query parameters', async () => {
    running = await startTestApp();
    const { accessToken } = await signIn(running.app, ADMIN);
    expectError(await client(running.app, accessToken).get('/api/app-config?debug=1'), 400);
  });
});
