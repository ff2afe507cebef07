// docs/API.md "Wallapop accounts" (the marketplace-gateway accounts): administrators only.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/db/index';
import { openSecret } from '../../server/db/secretBox';
import type { WallapopAccountAnswer as WallapopAccount } from '../../src/domain/wallapopAccount';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  TEST_STORE,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
  tempDir,
} from './helpers';

const ACCOUNTS = '/api/publishing/api/v1/wallapop/accounts';

let t: TestApp;
let asAdmin: Client;
let asSales: Client;
const list = async () => (await asAdmin.get<WallapopAccount[]>(ACCOUNTS)).body;

beforeAll(async () => {
  t = await startTestApp();
  asAdmin = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
  asSales = client(t.app, (await signIn(t.app, SALES)).accessToken);
});
afterAll(() => t.close());

describe('administrator', () => {
  it('lists the three demo accounts, oldest first', async () => {
    const res = await asAdmin.get<WallapopAccount[]>(ACCOUNTS);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.accountId)).toEqual([
      'wlp-general',
      'wlp-tarragona',
      'wlp-girona',
    ]);
    for (const account of res.body) {
      expect(Object.keys(account).sort()).toEqual(
        [
          '_id',
          'accountId',
          'createdAt',
          'description',
          'ftp_user',
          'hasFtpPassword',
          'name',
        ].sort(),
      );
    }
  });

  it('creates (201), reads, patches and deletes an account', async () => {
    const created = await asAdmin.post<WallapopAccount>(ACCOUNTS, {
      accountId: 'wlp-reus',
      name: 'Reus',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      accountId: 'wlp-reus',
      name: 'Reus',
      ftp_user: '',
      hasFtpPassword: false,
      description: '',
    });
    const id = created.body._id;
    expect((await list()).at(-1)?._id).toBe(id);

    expect(await asAdmin.get(`${ACCOUNTS}/${id}`)).toMatchObject({
      status: 200,
      body: created.body,
    });

    const patched = await asAdmin.patch<WallapopAccount>(`${ACCOUNTS}/${id}`, {
      ftp_user: 'reus_ftp',
      description: 'Exposición de Reus',
    });
    expect(patched).toMatchObject({
      status: 200,
      body: {
        _id: id,
        accountId: 'wlp-reus',
        name: 'Reus',
        ftp_user: 'reus_ftp',
        description: 'Exposición de Reus',
        createdAt: created.body.createdAt,
      },
    });

    const deleted = await asAdmin.delete(`${ACCOUNTS}/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Cuenta eliminada', _id: id } });
    expectError(await asAdmin.get(`${ACCOUNTS}/${id}`), 404, 'Cuenta no encontrada');
    expectError(
      await asAdmin.patch(`${ACCOUNTS}/${id}`, { name: 'x' }),
      404,
      'Cuenta no encontrada',
    );
    expectError(await asAdmin.delete(`${ACCOUNTS}/${id}`), 404, 'Cuenta no encontrada');
  });

  it('refuses a duplicate accountId with 409, on create and on patch', async () => {
    const before = await list();
    const dup = await asAdmin.post(ACCOUNTS, { accountId: 'wlp-girona', name: 'Otra' });
    expectError(dup, 409, "Ya existe una cuenta con el ID de cuenta 'wlp-girona'");
    const patch = await asAdmin.patch(`${ACCOUNTS}/${before[0]!._id}`, {
      accountId: 'wlp-girona',
      name: 'Cambiada',
    });
    expectError(patch, 409, "Ya existe una cuenta con el ID de cuenta 'wlp-girona'");
    expect(await list()).toEqual(before);
  });
});

describe('non-administrator', () => {
  it('gets 403 on every accounts route and changes nothing', async () => {
    const before = await list();
    const id = before[0]!._id;
    const forbidden = 'No tiene permisos para realizar esta acción';
    expectError(await asSales.get(ACCOUNTS), 403, forbidden);
    expectError(await asSales.get(`${ACCOUNTS}/${id}`), 403, forbidden);
    expectError(await asSales.post(ACCOUNTS, { accountId: 'wlp-x', name: 'X' }), 403, forbidden);
    expectError(await asSales.patch(`${ACCOUNTS}/${id}`, { name: 'X' }), 403, forbidden);
    expectError(await asSales.delete(`${ACCOUNTS}/${id}`), 403, forbidden);
    // Permission is checked before the body: a bad body from a non-administrator is still 403.
    expectError(await asSales.post(ACCOUNTS, { nope: true }), 403, forbidden);
    expect(await list()).toEqual(before);
  });
});

describe('validation (a 4xx changes nothing)', () => {
  let snapshot: WallapopAccount[];
  beforeEach(async () => {
    snapshot = await list();
  });

  const createCases: MalformedCase[] = [
    {
      name: 'missing accountId',
      payload: { name: 'X' },
      message: /^El campo 'ID de cuenta' es obligatorio$/,
    },
    {
      name: 'missing name',
      payload: { accountId: 'wlp-x' },
      message: /^El campo 'Nombre' es obligatorio$/,
    },
    {
      name: 'wrong type',
      payload: { accountId: 'wlp-x', name: 'X', ftp_user: 7 },
      message: /^El campo 'Usuario FTP' debe ser una cadena de texto$/,
    },
    {
      name: 'extra property',
      payload: { accountId: 'wlp-x', name: 'X', createdAt: '2020-01-01' },
      message: /^El campo 'Fecha de creación' no está permitido$/,
    },
    {
      name: 'empty accountId',
      payload: { accountId: '', name: 'X' },
      message: /^El campo 'ID de cuenta' no puede estar vacío$/,
    },
    {
      name: 'accountId with spaces',
      payload: { accountId: 'wlp x', name: 'X' },
      message: /^El campo 'ID de cuenta' no tiene un formato válido$/,
    },
    {
      name: 'invalid JSON',
      payload: '{"accountId": "wlp-x", "name": "X"',
      message: /no es un JSON válido/,
    },
  ];
  it.each(createCases)('POST accounts: $name', async ({ payload, message }) => {
    expectError(await asAdmin.post(ACCOUNTS, payload), 400, message);
    expect(await list()).toEqual(snapshot);
  });

  const patchCases: MalformedCase[] = [
    { name: 'empty object', payload: {}, message: /^La petición debe incluir al menos un campo$/ },
    {
      name: 'wrong type',
      payload: { description: ['a'] },
      message: /^El campo 'Descripción' debe ser una cadena de texto$/,
    },
    {
      name: 'extra property',
      payload: { _id: MISSING_ID },
      message: /^El campo 'Identificador' no está permitido$/,
    },
    {
      name: 'empty name',
      payload: { name: '' },
      message: /^El campo 'Nombre' no puede estar vacío$/,
    },
    { name: 'invalid JSON', payload: '{"name": "X",}', message: /no es un JSON válido/ },
    {
      name: 'wrong id',
      payload: { name: 'X' },
      url: `${ACCOUNTS}/wlp-general`,
      message: /^El parámetro 'id' no es un identificador válido/,
    },
  ];
  it.each(patchCases)('PATCH accounts/:id: $name', async ({ payload, message, url }) => {
    expectError(
      await asAdmin.patch(url ?? `${ACCOUNTS}/${snapshot[0]!._id}`, payload),
      400,
      message,
    );
    expect(await list()).toEqual(snapshot);
  });

  it('GET and DELETE with a wrong id are 400', async () => {
    expectError(await asAdmin.get(`${ACCOUNTS}/123`), 400, /identificador válido/);
    expectError(await asAdmin.delete(`${ACCOUNTS}/123`), 400, /identificador válido/);
    expect(await list()).toEqual(snapshot);
  });
});

// FTP passwords are stored sealed with the server's secrets key (AES-256-GCM) and
// never answered; the console learns only whether one is set.
// These read the SQLite file itself; on PostgreSQL the same sealing is the repository
// contract's (tests/api/repository.test.ts, 'sealed fields', on both stores).
describe.runIf(TEST_STORE === 'sqlite')('FTP passwords', () => {
  const PASSWORD = 'Ftp-Reus-Clave-2026';
  const fileBytes = async () =>
    Buffer.concat(
      await Promise.all(
        ['', '-wal'].map((suffix) =>
          readFile(join(t.dataDir, `${DATABASE_FILE}${suffix}`)).catch(() => Buffer.alloc(0)),
        ),
      ),
    );
  const storedDoc = (id: string) => {
    const raw = new BetterSqlite3(join(t.dataDir, DATABASE_FILE), { readonly: true });
    try {
      const row = raw.prepare('SELECT doc FROM wallapop_accounts WHERE _id = ?').get(id) as
        { doc: string } | undefined;
      return JSON.parse(row?.doc ?? 'null') as Record<string, unknown>;
    } finally {
      raw.close();
    }
  };
  const storedPassword = (id: string) => {
    const doc = storedDoc(id);
    const sealed = (doc.ftp_password as { sealed?: string } | undefined)?.sealed;
    return sealed ? openSecret(sealed, t.config.secretsKey) : null;
  };

  it('never answers a password, on list, read, create or patch', async () => {
    const created = await asAdmin.post<WallapopAccount>(ACCOUNTS, {
      accountId: 'wlp-ftp',
      name: 'FTP',
      ftp_password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const answers = [
      created,
      await asAdmin.get(ACCOUNTS),
      await asAdmin.get(`${ACCOUNTS}/${id}`),
      await asAdmin.patch(`${ACCOUNTS}/${id}`, { description: 'otra' }),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
      expect(JSON.stringify(answer.body)).not.toContain('ftp_password');
      expect(JSON.stringify(answer.body)).not.toContain('sealed');
    }
    expect(created.body.hasFtpPassword).toBe(true);
    for (const account of await list()) {
      expect(JSON.stringify(account)).not.toMatch(/demo-ftp/);
      expect(account.hasFtpPassword).toBe(true);
    }
    await asAdmin.delete(`${ACCOUNTS}/${id}`);
  });

  it('stores the password sealed: not in the SQLite file, readable with the key', async () => {
    const created = await asAdmin.post<WallapopAccount>(ACCOUNTS, {
      accountId: 'wlp-sellada',
      name: 'Sellada',
      ftp_password: PASSWORD,
    });
    const id = created.body._id;
    expect(storedDoc(id).ftp_password).toEqual({ sealed: expect.stringMatching(/^v1\./) });
    expect(storedPassword(id)).toBe(PASSWORD);
    expect((await fileBytes()).includes(Buffer.from(PASSWORD))).toBe(false);
    expect((await fileBytes()).includes(Buffer.from('demo-ftp-general'))).toBe(false);
    // A wrong key cannot open it.
    const { sealed } = storedDoc(id).ftp_password as { sealed: string };
    expect(() => openSecret(sealed, 'A'.repeat(43))).toThrow();
    await asAdmin.delete(`${ACCOUNTS}/${id}`);
  });

  it('keeps the password on a PATCH without it, replaces it with a new one, clears it with ""', async () => {
    const created = await asAdmin.post<WallapopAccount>(ACCOUNTS, {
      accountId: 'wlp-cambio',
      name: 'Cambio',
      ftp_password: PASSWORD,
    });
    const id = created.body._id;
    await asAdmin.patch(`${ACCOUNTS}/${id}`, { name: 'Cambio 2', ftp_user: 'u' });
    expect(storedPassword(id)).toBe(PASSWORD);

    const changed = await asAdmin.patch<WallapopAccount>(`${ACCOUNTS}/${id}`, {
      ftp_password: 'Nueva-Clave-FTP',
    });
    expect(changed.body.hasFtpPassword).toBe(true);
    expect(storedPassword(id)).toBe('Nueva-Clave-FTP');

    const cleared = await asAdmin.patch<WallapopAccount>(`${ACCOUNTS}/${id}`, {
      ftp_password: '',
    });
    expect(cleared.body.hasFtpPassword).toBe(false);
    expect(storedPassword(id)).toBeNull();
    await asAdmin.delete(`${ACCOUNTS}/${id}`);
  });

  it('seals plain passwords stored before, on the next start', async () => {
    const dataDir = await tempDir();
    const first = await startTestApp({ dataDir });
    const { secretsKey } = first.config;
    await first.app.close();
    // What a database from before this change holds: the password in clear in the document.
    const raw = new BetterSqlite3(join(dataDir, DATABASE_FILE));
    const rows = raw.prepare('SELECT _id, doc FROM wallapop_accounts').all() as {
      _id: string;
      doc: string;
    }[];
    for (const row of rows) {
      const doc = JSON.parse(row.doc) as Record<string, unknown>;
      doc.ftp_password = `antigua-${row._id}`;
      raw
        .prepare('UPDATE wallapop_accounts SET doc = ? WHERE _id = ?')
        .run(JSON.stringify(doc), row._id);
    }
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();

    const second = await startTestApp({ dataDir, secretsKey });
    try {
      const admin = client(second.app, (await signIn(second.app, ADMIN)).accessToken);
      const answer = await admin.get<WallapopAccount[]>(ACCOUNTS);
      expect(answer.body.every((a) => a.hasFtpPassword)).toBe(true);
      expect(JSON.stringify(answer.body)).not.toContain('antigua-');
      // Nor do the old plain texts linger in the file's free space or in the WAL.
      const bytes = Buffer.concat(
        await Promise.all(
          ['', '-wal'].map((suffix) =>
            readFile(join(dataDir, `${DATABASE_FILE}${suffix}`)).catch(() => Buffer.alloc(0)),
          ),
        ),
      );
      expect(bytes.includes(Buffer.from('antigua-'))).toBe(false);
      const check = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
      for (const row of rows) {
        const { doc } = check
          .prepare('SELECT doc FROM wallapop_accounts WHERE _id = ?')
          .get(row._id) as { doc: string };
        const stored = JSON.parse(doc) as Record<string, unknown>;
        const { sealed } = stored.ftp_password as { sealed: string };
        expect(openSecret(sealed, secretsKey)).toBe(`antigua-${row._id}`);
      }
      check.close();
    } finally {
      await second.close();
    }
  });
});
