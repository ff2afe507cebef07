// The provider form's calls go to the proxy at its own base, /provider-api, not under the
// group's API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../src/authProvider/session';
import {
  createProviderVehicle,
  fetchDoors,
  fetchModels,
  uploadProviderImage,
} from '../../src/customRoutes/providerForm/providerApi';
import type { ProviderVehicle } from '../../src/domain/providerForm/vehicle';
import { installMemoryStorage } from './memoryStorage';

const calls: { url: string; method: string }[] = [];

beforeEach(() => {
  installMemoryStorage();
  saveSession({ accessToken: 't', email: 'a@b.c' } as never);
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET' });
    const body = url.endsWith('/images') ? { url: '/api/provider-api/images/x.png' } : [];
    return new Response(JSON.stringify(body), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the provider form', () => {
  it('calls /provider-api/…', async () => {
    await fetchModels(7, 2022, 1);
    await fetchDoors({ brand: 7, year: 2022, model: 708 });
    await uploadProviderImage(new File(['x'], 'x.png', { type: 'image/png' }));
    await createProviderVehicle({} as ProviderVehicle);
    expect(calls).toEqual([
      { url: '/provider-api/Models?brand=7&categoryId=1&fuelType=1&year=2022', method: 'GET' },
      { url: '/provider-api/Doors?brand=7&model=708&year=2022', method: 'GET' },
      { url: '/provider-api/images', method: 'POST' },
      { url: '/provider-api/Vehicles', method: 'POST' },
    ]);
  });
});
