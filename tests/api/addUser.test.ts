// `npm run user:add`: the first accounts of a deployment without demo data (README).
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, tempDir, testStoreEnv } from './helpers';

const run = promisify(execFile);
const CLI = join(process.cwd(), 'server', 'cli', 'addUser.ts');
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

const addUser = async (dataDir: string, args: string[], password: string) =>
  run(TSX, [CLI, ...args], {
    env: {
      ...process.env,
      // The folder's store: its SQLite file, or (api-pg) the PostgreSQL database the test app
      // started on this folder uses.
      ...(await testStoreEnv(dataDir)),
      DATA_DIR: dataDir,
      NEW_USER_PASSWORD: password,
      SEED_DEMO: 'false',
    },
  }).then(
    ({ stdout }) => ({ ok: true, out: stdout }),
    (error: { stderr: string }) => ({ ok: false, out: error.stderr }),
  );

describe('npm run user:add', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('creates an account that can sign in, with the password policy', async () => {
    const dataDir = await tempDir();
    dirs.push(dataDir);
    const weak = await addUser(dataDir, ['jefa@grupoliva.es', 'Marta', 'Ruiz'], 'corta');
    expect(weak.ok).toBe(false);
    expect(weak.out).toContain('al menos 10 caracteres');

    const made = await addUser(
      dataDir,
      ['Jefa@Grupoliva.es', 'Marta', 'Ruiz', '600 000 000'],
      'Sol de tarde en Reus 2026',
    );
    expect(made).toEqual({
      ok: true,
      out: expect.stringContaining('Cuenta creada: jefa@grupoliva.es'),
    });

    const again = await addUser(
      dataDir,
      ['jefa@grupoliva.es', 'Marta', 'Ruiz'],
      'Otra clave muy larga 1',
    );
    expect(again.ok).toBe(false);
    expect(again.out).toContain('Ya existe una cuenta');

    const test = await startTestApp({ dataDir, seedDemo: false });
    try {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email: 'jefa@grupoliva.es', password: 'Sol de tarde en Reus 2026' },
      });
      expect(res.statusCode).toBe(200);
      const users = await test.app.inject({
        method: 'GET',
        url: `/api/users/${res.json().id}`,
        headers: { 'x-access-token': res.json().accessToken },
      });
      expect(users.json()).toMatchObject({
        name: 'Marta',
        lastname: 'Ruiz',
        telephone: '600 000 000',
      });
    } finally {
      await test.app.close();
    }
  }, 60_000);
});
