// GET /api/campaigns (spec 3 §7.1), read by the own sites' 'Asignar campaña' (issue 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES, signIn, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signIn(t.app, SALES)).accessToken;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { 'x-access-token': token }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/campaigns', () => {
  it('needs a session', async () => {
    expect((await get('/api/campaigns', {})).statusCode).toBe(401);
  });

  it('lists the seeded campaigns with the fields of spec 3 §3.3 (no image yet)', async () => {
    const res = await get('/api/campaigns');
    expect(res.statusCode).toBe(200);
    const campaigns = res.json() as { name: string; active: boolean }[];
    expect(campaigns.map((c) => [c.name, c.active])).toEqual([
      ['Black Friday', true],
      ['Plan Renove', true],
      ['Rebajas de verano', false],
    ]);
    for (const campaign of campaigns) {
      expect(Object.keys(campaign).sort()).toEqual([
        '_id',
        'active',
        'campaignColor',
        'campaignText',
        'campaignTextColor',
        'endDate',
        'name',
        'startDate',
        'temporary',
      ]);
    }
  });

  it('refuses an unknown query parameter', async () => {
    expect((await get('/api/campaigns?activos=1')).statusCode).toBe(400);
  });
});
