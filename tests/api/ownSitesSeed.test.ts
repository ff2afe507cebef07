// The demo sale stocks give every summary card of the dashboard a non-zero count on both sites
// (body types, reviews, campaigns, landing pages…), so a new user sees every filter at work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignsInStock,
  cardGroups,
  countCards,
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
} from '../../src/domain/ownSites';
import type { OwnSiteVehicle } from '../../src/domain/ownSites/vehicle';
import { ADMIN, client, signIn, startTestApp, type Client, type TestApp } from './helpers';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.app, (await signIn(t.app, ADMIN)).accessToken);
});
afterAll(() => t.close());

describe('demo sale stocks', () => {
  it.each([GOMOTOR_CONFIG, GRUPOLIVA_CONFIG])(
    'count something on every card of $label',
    async (config) => {
      const vehicles = (await api.get<OwnSiteVehicle[]>(`/api/${config.apiResource}`)).body;
      const groups = cardGroups(config, campaignsInStock(vehicles));
      const counts = countCards(groups, vehicles);
      const empty = groups.flatMap((g) => g.cards).filter((card) => !counts[card.id]);
      expect(empty.map((card) => `${card.group}: ${card.label}`)).toEqual([]);
    },
  );
});
