// docs/API.md "Users": list for administrators; self or administrator for one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session, User } from '../../src/domain/types';
import {
  ADMIN,
  MISSING_ID,
  SALES,
  client,
  expectError,
  signIn,
  startTestApp,
  type Client,
  type MalformedCase,
  type TestApp,
} from './helpers';

const FORBIDDEN = 'No tiene permisos para realizar esta acción';

let t: TestApp;
let admin: Session;
let sales: Session;
let asAdmin: Client;
let asSales: Client;
const allUsers = async () => (await asAdmin.get<User[]>('/api/users')).body;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, ADMIN);
  sales = await signIn(t.app, SALES);
  asAdmin = client(t.app, admin.accessToken);
  asSales = client(t.app, sales.accessToken);
});
afterAll(() => t.close());

describe('reading', () => {
  it('lists the users for an administrator, without password hashes', async () => {
    const res = await asAdmin.get<User[]>('/api/users');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: admin.id,
        name: 'Ana',
        lastname: 'García',
        email: ADMIN.email,
        telephone: expect.any(String),
      },
      {
        _id: sales.id,
        name: 'Carlos',
        lastname: 'Martín',
        email: SALES.email,
        telephone: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  it('forbids the list to a non-administrator', async () => {
    expectError(await asSales.get('/api/users'), 403, FORBIDDEN);
  });

  it('lets a user read their own record, and not the administrator’s', async () => {
    const own = await asSales.get<User>(`/api/users/${sales.id}`);
    expect(own).toMatchObject({
      status: 200,
      body: { _id: sales.id, email: SALES.email, name: 'Carlos' },
    });
    expect(Object.keys(own.body).sort()).toEqual(['_id', 'email', 'lastname', 'name', 'telephone']);
    expectError(await asSales.get(`/api/users/${admin.id}`), 403, FORBIDDEN);
  });

  it('lets an administrator read anyone, and answers 404 for an unknown id', async () => {
    expect((await asAdmin.get(`/api/users/${sales.id}`)).status).toBe(200);
    expectError(await asAdmin.get(`/api/users/${MISSING_ID}`), 404, 'Usuario no encontrado');
    expectError(await asAdmin.get('/api/users/xyz'), 400, /identificador válido/);
  });
});

describe('updating', () => {
  it('lets a user update their own profile', async () => {
    const res = await asSales.put<User>(`/api/users/${sales.id}`, {
      id: sales.id,
      name: 'Carlos Alberto',
      lastname: 'Martín Ruiz',
      telephone: '611 22 33 44',
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        _id: sales.id,
        name: 'Carlos Alberto',
        lastname: 'Martín Ruiz',
        telephone: '611 22 33 44',
        email: SALES.email,
      },
    });
    expect((await asSales.get<User>(`/api/users/${sales.id}`)).body.name).toBe('Carlos Alberto');
  });

  it('forbids a user to update the administrator', async () => {
    const before = await allUsers();
    const res = await asSales.put(`/api/users/${admin.id}`, {
      id: admin.id,
      name: 'X',
      lastname: 'Y',
      telephone: '',
    });
    expectError(res, 403, FORBIDDEN);
    expect(await allUsers()).toEqual(before);
  });

  it('lets an administrator update another user, 404 when unknown', async () => {
    const res = await asAdmin.put<User>(`/api/users/${sales.id}`, {
      id: sales.id,
      name: 'Carlos',
      lastname: 'Martín',
      telephone: '',
    });
    expect(res).toMatchObject({ status: 200, body: { name: 'Carlos', telephone: '' } });
    const missing = await asAdmin.put(`/api/users/${MISSING_ID}`, {
      id: MISSING_ID,
      name: 'a',
      lastname: 'b',
      telephone: '',
    });
    expectError(missing, 404, 'Usuario no encontrado');
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await asSales.put(`/api/users/${sales.id}`, {
      id: sales.id,
      password: 'nueva-clave-2026',
      currentPassword: SALES.password,
      name: 'Carlos',
      lastname: 'Martín',
      telephone: '620 45 78 12',
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const session = await signIn(t.app, { email: SALES.email, password: 'nueva-clave-2026' });
    expect(session.id).toBe(sales.id);
    expectError(
      await client(t.app).post('/api/signin', SALES),
      401,
      'Usuario o contraseña incorrectos',
    );
  });
});

describe('validation (a 4xx changes nothing)', () => {
  let snapshot: User[];
  beforeEach(async () => {
    snapshot = await allUsers();
  });
  const valid = () => ({ id: sales.id, name: 'Carlos', lastname: 'Martín', telephone: '' });

  const cases: (Omit<MalformedCase, 'payload' | 'url'> & {
    payload: () => unknown;
    url?: () => string;
  })[] = [
    {
      name: 'missing name',
      payload: () => ({ ...valid(), name: undefined }),
      message: /^El campo 'Nombre' es obligatorio$/,
    },
    {
      name: 'missing id',
      payload: () => ({ ...valid(), id: undefined }),
      message: /^El campo 'Identificador' es obligatorio$/,
    },
    {
      name: 'wrong type',
      payload: () => ({ ...valid(), telephone: 977000000 }),
      message: /^El campo 'Teléfono' debe ser una cadena de texto$/,
    },
    {
      name: 'extra property (email cannot change)',
      payload: () => ({ ...valid(), email: 'otro@x.es' }),
      message: /^El campo 'Correo electrónico' no está permitido$/,
    },
    {
      name: 'empty lastname',
      payload: () => ({ ...valid(), lastname: '' }),
      message: /^El campo 'Apellidos' no puede estar vacío$/,
    },
    {
      name: 'empty password',
      payload: () => ({ ...valid(), password: '' }),
      message: /^El campo 'Contraseña' no puede estar vacío$/,
    },
    {
      name: 'password of spaces only',
      payload: () => ({ ...valid(), password: ' '.repeat(12) }),
      message: /^La contraseña no puede estar formada solo por espacios$/,
    },
    {
      name: 'password of tabs and line breaks only',
      payload: () => ({ ...valid(), password: '\t\n \u00a0\r\n\t  \t  ' }),
      message: /^La contraseña no puede estar formada solo por espacios$/,
    },
    {
      name: 'password padded with spaces to 10 characters',
      payload: () => ({ ...valid(), password: '   corta   ' }),
      message: /^La contraseña debe tener al menos 10 caracteres$/,
    },
    {
      name: 'invalid JSON',
      payload: () => `{"id": "${sales.id}", "name": }`,
      message: /no es un JSON válido/,
    },
    {
      name: 'body id differs from path',
      payload: () => ({ ...valid(), id: admin.id }),
      message: /^El campo 'id' debe coincidir/,
    },
    {
      name: 'wrong path id',
      payload: valid,
      url: () => '/api/users/zzz',
      message: /^El parámetro 'id' no es un identificador válido/,
    },
  ];
  it.each(cases)('PUT /api/users/:id: $name', async ({ payload, message, url }) => {
    const res = await asAdmin.put(url?.() ?? `/api/users/${sales.id}`, payload());
    expectError(res, 400, message);
    expect(await allUsers()).toEqual(snapshot);
  });
});
