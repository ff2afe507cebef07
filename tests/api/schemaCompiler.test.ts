// Request validators are compiled once per process: a second app (a restart in the same
// process, or the next test app) reuses them, and validates exactly as the first did.
import { describe, expect, it } from 'vitest';
import { buildSharedValidator } from '../../server/schemaCompiler';
import { AJV_OPTIONS } from '../../server/validation';
import { ADMIN, client, signIn, startTestApp, type Answer } from './helpers';

const body = () => ({
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 } },
});
const route = (schema: object, httpPart = 'body') => ({
  schema,
  method: 'POST',
  url: '/x',
  httpPart,
});

describe('buildSharedValidator', () => {
  it('gives every app the validator made first for the same schema, even a new object of it', () => {
    const firstApp = buildSharedValidator({}, { customOptions: AJV_OPTIONS });
    const secondApp = buildSharedValidator({}, { customOptions: AJV_OPTIONS });
    const validate = firstApp(route(body()));
    expect(secondApp(route(body()))).toBe(validate);
    expect(validate({ name: 'Ana' })).toBe(true);
    expect(validate({ name: 'Ana', extra: 1 })).toBe(false);
  });

  it('keeps schemas of different content, part or options apart', () => {
    const compile = buildSharedValidator({}, { customOptions: AJV_OPTIONS });
    const validate = compile(route(body()));
    const longer = { ...body(), properties: { name: { type: 'string', minLength: 3 } } };
    expect(compile(route(longer))).not.toBe(validate);
    expect(compile(route(longer))({ name: 'Al' })).toBe(false);
    expect(compile(route(body(), 'querystring'))).not.toBe(validate);
    const coercing = buildSharedValidator({}, { customOptions: { coerceTypes: true } });
    expect(coercing(route(body()))).not.toBe(validate);
  });
});

describe('two apps in one process', () => {
  it('both refuse a bad body with the same Spanish message and change nothing', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 2; i++) {
      const t = await startTestApp();
      try {
        const admin = await signIn(t.app, ADMIN);
        const api = client(t.app, admin.accessToken);
        const before = await api.get('/api/campaigns');
        answers.push(await api.post('/api/campaigns', { name: 'Rebajas', sobra: true }));
        expect((await api.get('/api/campaigns')).body).toEqual(before.body);
      } finally {
        await t.close();
      }
    }
    expect(answers[0]!.status).toBe(400);
    expect(answers[1]).toMatchObject({ status: 400, body: answers[0]!.body });
  });
});
