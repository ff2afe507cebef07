// server/errors.ts, server/jsonBody.ts and server/validation.ts: every error is {error, message} in Spanish.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin, HttpError } from '../../server/errors';
import { nestsDeeperThan } from '../../server/jsonBody';
import { validationMessage, validationProblem } from '../../server/validation';

describe('error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('detalle interno que no debe salir');
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    app.get('/conflict', async () => {
      throw new HttpError(409, 'Ya existe', { campo: 'x' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('hides internal errors behind a Spanish 500', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Error interno del servidor',
      message: 'Error interno del servidor',
    });
  });

  it('keeps other 4xx statuses with a Spanish message', async () => {
    const res = await app.inject('/teapot');
    expect(res.statusCode).toBe(418);
    expect(res.json().error).toBe('La petición no es válida');
  });

  it('merges extra fields of an HttpError', async () => {
    const res = await app.inject('/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ campo: 'x', error: 'Ya existe', message: 'Ya existe' });
  });
});

describe('validationMessage', () => {
  const err = (keyword: string, instancePath: string, params: Record<string, unknown>) => ({
    keyword,
    instancePath,
    schemaPath: '#',
    params,
    message: 'english',
  });

  it('names nested fields and list items by their Spanish labels', () => {
    expect(
      validationMessage([err('type', '/dimensiones/0/largo', { type: 'number' })], 'body'),
    ).toBe("El campo 'Dimensiones nº 1 › Largo' debe ser un número");
    expect(
      validationMessage([err('required', '/cuenta', { missingProperty: 'ftp' })], 'body'),
    ).toBe("El campo 'cuenta › ftp' es obligatorio");
  });

  it.each([
    ['name', 'Nombre'],
    ['lastname', 'Apellidos'],
    ['telephone', 'Teléfono'],
    ['password', 'Contraseña'],
    ['email', 'Correo electrónico'],
    ['km', 'Kilómetros'],
    ['fechaMatriculacion', 'Fecha de matriculación'],
  ])('names the body field %s as %s and keeps its name apart', (name, label) => {
    expect(validationProblem([err('required', '', { missingProperty: name })], 'body')).toEqual({
      message: `El campo '${label}' es obligatorio`,
      field: name,
    });
  });

  it('keeps parameter names as the address writes them', () => {
    expect(validationMessage([err('pattern', '/name', { pattern: 'x' })], 'params')).toBe(
      "El parámetro 'name' no tiene un formato válido",
    );
  });

  it('phrases formats and limits in Spanish, and falls back to ajv-i18n', () => {
    expect(validationMessage([err('format', '/email', { format: 'email' })], 'body')).toBe(
      "El campo 'Correo electrónico' debe ser una dirección de correo electrónico válida",
    );
    expect(validationMessage([err('minimum', '/km', { limit: 0, comparison: '>=' })], 'body')).toBe(
      "El campo 'Kilómetros' debe ser mayor o igual que 0",
    );
    expect(validationMessage([err('uniqueItems', '/ids', { i: 1, j: 0 })], 'body')).toMatch(
      /^El campo 'Identificadores' .*(elementos|duplicad)/,
    );
    expect(validationMessage([err('type', '', { type: 'object' })], 'querystring')).toMatch(
      /^La petición no es válida/,
    );
    expect(validationMessage([], 'body')).toBe('La petición no es válida');
  });
});

describe('validation answers of the app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.put(
      '/perfil',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['telephone'],
            properties: { telephone: { type: 'string', maxLength: 5 } },
          },
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('names the Spanish label in the message and the property in `field`', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/perfil',
      payload: { telephone: '123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "El campo 'Teléfono' no puede tener más de 5 caracteres",
      message: "El campo 'Teléfono' no puede tener más de 5 caracteres",
      field: 'telephone',
    });
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":[[1]]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"x\\"[[[["}', 1)).toBe(false);
  });
});
