// docs/API.md "Auth" and "Errors": sign-in, token check on every protected route, rate limit.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  SPANISH,
  TEST_SECRET,
  client,
  expectError,
  foreignToken,
  signIn,
  startTestApp,
  type MalformedCase,
  type TestApp,
} from './helpers';

const UNAUTHORIZED = 'Sesión no válida o caducada';
const ACCOUNTS = '/api/publishing/api/v1/wallapop/accounts';

const PROTECTED: [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
][] = [
  ['GET', '/api/verify-token'],
  ['GET', '/api/notifications'],
  ['POST', '/api/notifications', { text: 'x', severity: 'info' }],
  ['PUT', `/api/notifications/${MISSING_ID}`, { reading: true }],
  ['DELETE', `/api/notifications/${MISSING_ID}`],
  ['POST', '/api/notifications/bulk-delete', { ids: [MISSING_ID] }],
  ['GET', '/api/users'],
  ['GET', `/api/users/${MISSING_ID}`],
  ['PUT', `/api/users/${MISSING_ID}`, { id: MISSING_ID, name: 'a', lastname: 'b', telephone: '' }],
  ['GET', '/api/quiter/U97'],
  ['GET', ACCOUNTS],
  ['POST', ACCOUNTS, { accountId: 'x', name: 'x' }],
  ['GET', `${ACCOUNTS}/${MISSING_ID}`],
  ['PATCH', `${ACCOUNTS}/${MISSING_ID}`, { name: 'x' }],
  ['DELETE', `${ACCOUNTS}/${MISSING_ID}`],
  ['GET', '/api/no-existe'],
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health and sign-in', () => {
  it('answers health without a token', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('signs the administrator in with a session object', async () => {
    const session = await signIn(t.app, ADMIN);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.id).toMatch(/^[0-9a-f]{24}$/);
    expect(session.user).toEqual({ email: ADMIN.email, isAdmin: true });
  });

  it('signs a non-administrator in, e-mail case-insensitively', async () => {
    const session = await signIn(t.app, {
      email: ' Comercial@Multipublicador.LOCAL ',
      password: SALES.password,
    });
    expect(session.user).toEqual({ email: SALES.email, isAdmin: false });
  });

  it('verifies its own token', async () => {
    const session = await signIn(t.app, SALES);
    const res = await client(t.app, session.accessToken).get('/api/verify-token');
    expect(res).toMatchObject({
      status: 200,
      body: { valid: true, id: session.id, email: SALES.email, isAdmin: false },
    });
  });

  it('rejects a wrong password and an unknown e-mail with the same 401', async () => {
    const api = client(t.app);
    expectError(
      await api.post('/api/signin', { ...ADMIN, password: 'mala' }),
      401,
      'Usuario o contraseña incorrectos',
    );
    expectError(
      await api.post('/api/signin', { email: 'nadie@multipublicador.local', password: 'demo' }),
      401,
      'Usuario o contraseña incorrectos',
    );
  });

  const malformed: MalformedCase[] = [
    {
      name: 'missing password',
      payload: { email: ADMIN.email },
      message: /^El campo 'Contraseña' es obligatorio$/,
    },
    {
      name: 'wrong type',
      payload: { email: ADMIN.email, password: 1234 },
      message: /'Contraseña' debe ser una cadena/,
    },
    {
      name: 'extra property',
      payload: { ...ADMIN, remember: true },
      message: /^El campo 'remember' no está permitido$/,
    },
    {
      name: 'empty e-mail',
      payload: { email: '', password: 'demo' },
      message: /^El campo 'Correo electrónico' no puede estar vacío$/,
    },
    { name: 'invalid JSON', payload: '{"email": "admin@', message: /no es un JSON válido/ },
    { name: 'array body', payload: [ADMIN], message: /debe ser un objeto JSON/ },
    { name: 'no body', payload: undefined, message: /debe ser un objeto JSON/ },
  ];
  it.each(malformed)('rejects a malformed sign-in body: $name', async ({ payload, message }) => {
    const res = await client(t.app).post('/api/signin', payload);
    expectError(res, 400, message);
    expect((res.body as { error: string }).error).toMatch(SPANISH);
  });

  it('answers 415 in Spanish for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      headers: { 'content-type': 'text/xml' },
      payload: '<signin/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/Tipo de contenido/),
      message: expect.any(String),
    });
  });
});

describe('token check', () => {
  let forged: string;
  let expired: string;
  beforeAll(async () => {
    forged = await foreignToken({ secret: 'otro-secreto-cualquiera' });
    expired = await foreignToken({ expiredSecondsAgo: 60 });
  });

  it.each(PROTECTED)('%s %s needs a valid token', async (method, url, payload) => {
    for (const token of [undefined, forged, expired, 'no-es-un-jwt']) {
      expectError(await client(t.app, token).call(method, url, payload), 401, UNAUTHORIZED);
    }
  });

  it('refuses a token signed with the secret but without an open session, and alg none', async () => {
    // A token is valid only while its session is stored on the server.
    const key = new TextEncoder().encode(TEST_SECRET);
    const sign = (claims: Record<string, string>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(MISSING_ID)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    for (const token of [
      await foreignToken({ sub: MISSING_ID }),
      await sign({ email: ADMIN.email, sid: MISSING_ID }),
    ]) {
      expectError(await client(t.app, token).get('/api/verify-token'), 401, UNAUTHORIZED);
    }
    // Another user's open session does not make a token naming someone else valid.
    const admin = await signIn(t.app, ADMIN);
    const sid = JSON.parse(Buffer.from(admin.accessToken.split('.')[1], 'base64url').toString())
      .sid as string;
    const borrowed = await sign({ email: ADMIN.email, sid });
    expectError(await client(t.app, borrowed).get('/api/verify-token'), 401, UNAUTHORIZED);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: MISSING_ID, email: ADMIN.email, exp: 9999999999 }),
    ).toString('base64url')}.`;
    expectError(await client(t.app, unsigned).get('/api/verify-token'), 401, UNAUTHORIZED);
  });

  it("takes administrator rights from the stored user, not from the token's e-mail", async () => {
    // A token signed with the server's key on the sales user's own open session, but whose
    // e-mail claim is the administrator's: still the sales user, with the sales user's rights.
    const sales = await signIn(t.app, SALES);
    const { sid } = JSON.parse(
      Buffer.from(sales.accessToken.split('.')[1], 'base64url').toString(),
    ) as { sid: string };
    const claimsAdmin = await new SignJWT({ email: ADMIN.email, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sales.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    const asClaimed = client(t.app, claimsAdmin);
    expect((await asClaimed.get('/api/verify-token')).body).toEqual({
      valid: true,
      id: sales.id,
      email: SALES.email,
      isAdmin: false,
    });
    expectError(await asClaimed.get('/api/users'), 403);
    expectError(await asClaimed.get(ACCOUNTS), 403);
  });

  it('does not let an escaped path skip the check', async () => {
    const res = await client(t.app).get('/%61pi/notifications');
    expect([401, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain('severity');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after 10 attempts per minute (default SIGNIN_RATE_LIMIT)', async () => {
    const limited = await startTestApp({ signinRateLimit: 10 });
    try {
      const api = client(limited.app);
      // Ten different accounts, so the per-account limit (sessions.test.ts) stays out of it.
      for (let i = 0; i < 10; i++) {
        expect(
          (await api.post('/api/signin', { email: `nadie-${i}@x.es`, password: 'mala' })).status,
        ).toBe(401);
      }
      const res = await api.post('/api/signin', ADMIN);
      expectError(
        res,
        429,
        'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en un minuto.',
      );
      expect(res.headers['retry-after']).toBeDefined();
      // Other routes are not limited.
      expect((await api.get('/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
