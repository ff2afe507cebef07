// A channel added to the registry (a throw-away one here: one module call and one registry
// line) is routed by the composite dataProvider under the resource its id names, counted by
// its rule, sent to and synced on the paths it declares, with no other change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../src/authProvider/session';
import { resourceProviders } from '../../src/dataProvider';
import { channels } from '../../src/dataProvider/channels';
import { httpJson } from '../../src/dataProvider/http';
import { sendToChannels } from '../../src/dataProvider/orchestration/sendToChannels';
import { notImportedByChannel } from '../../src/domain/notImported';
import type { StockVehicle } from '../../src/domain/types';
import { installMemoryStorage } from './memoryStorage';

vi.mock('../../src/dataProvider/channels', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../../src/dataProvider/channels')>();
  const { listingChannel } = await import('../../src/dataProvider/orchestration/listingChannel');
  const { notImportedWhen } = await import('../../src/domain/notImported');
  // --- the eighth channel module: new cars only ---
  const autocasion = listingChannel({
    id: 'autocasion',
    label: 'Autocasión',
    listPath: '/autocasion/vehicles',
    syncPath: '/autocasion/vehicles/sync',
    isNotImported: notImportedWhen((v) => !v.reservado && v.tipo === 'VN'),
  });
  // --- its registry line ---
  return { ...registry, channels: [...registry.channels, autocasion] };
});

const vehicle = (idv: string, over: Partial<StockVehicle> = {}): StockVehicle =>
  ({ idv, marca: 'SEAT', modelo: 'IBIZA', tipo: 'VN', reservado: false, ...over }) as StockVehicle;

const eighth = () => channels.find((c) => c.id === 'autocasion')!;

beforeEach(() => {
  installMemoryStorage();
  saveSession({ accessToken: 'tok', id: 'u1', user: { email: 'a@b.es' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('an eighth channel', () => {
  it('is registered after the others and routed under the resource its id names', () => {
    expect(channels.at(-1)?.id).toBe('autocasion');
    expect(eighth().listingsResource).toBe('autocasion-vehicles');
    expect(resourceProviders['autocasion-vehicles']).toBe(
      eighth().resources['autocasion-vehicles'],
    );
  });

  it("is counted by its own 'not imported' rule beside the others", () => {
    const stock = [vehicle('1'), vehicle('2', { tipo: 'VO' }), vehicle('3')];
    const drift = notImportedByChannel(
      stock,
      channels.map((c) => ({
        id: c.id,
        rule: c.isNotImported,
        listed: new Set(c.id === 'autocasion' ? ['3'] : []),
      })),
    );
    expect(Object.keys(drift)).toHaveLength(channels.length);
    expect(drift.autocasion.map((v) => v.idv)).toEqual(['1']);
  });

  it('is sent to and synced on the paths it declares', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const body = init.method === 'POST' ? { _id: 'x' } : { message: 'ok', count: 0 };
      return new Response(JSON.stringify(body), { status: init.method === 'POST' ? 201 : 200 });
    });
    const [report] = await sendToChannels([vehicle('1')], [eighth()], httpJson, {
      concurrency: 2,
    });
    expect(report.results).toEqual([{ idv: '1', ok: true }]);
    await expect(eighth().sync(httpJson)).resolves.toEqual({ message: 'ok', count: 0 });
    expect(calls).toEqual(['POST /api/autocasion/vehicles', 'GET /api/autocasion/vehicles/sync']);
  });
});
