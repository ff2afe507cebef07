// The channel consistency calls (docs/API.md "Consistency"): the report, one vehicle's place
// on every channel, a fix of some drifts, and the administrator's automatic-fix setting.
// They are not records of a collection, so they are plain calls; the screens cache them
// under keys that start with CONSISTENCY_RESOURCE, which the server's change events renew.
import type {
  ConsistencyReport,
  ConsistencySettings,
  FixAnswer,
  FixItem,
  VehiclePlacement,
} from '../domain/consistency/types';
import { httpJson } from './http';

/** The server's name for the report in its change events, and the cache keys' first part. */
export const CONSISTENCY_RESOURCE = 'consistency';

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const readConsistencyReport = async (signal?: AbortSignal): Promise<ConsistencyReport> => {
  const answer = await httpJson<Partial<ConsistencyReport> | null>('/consistency', { signal });
  return {
    generatedAt: answer?.generatedAt ?? '',
    channels: asArray(answer?.channels),
    drifts: asArray(answer?.drifts),
  };
};

export const readVehiclePlacement = async (
  idv: string,
  signal?: AbortSignal,
): Promise<VehiclePlacement> => {
  const answer = await httpJson<Partial<VehiclePlacement> | null>(
    `/consistency/vehicles/${encodeURIComponent(idv)}`,
    { signal },
  );
  return {
    idv,
    inStock: answer?.inStock ?? false,
    reservado: answer?.reservado ?? false,
    stockPrice: answer?.stockPrice,
    channels: asArray<VehiclePlacement['channels'][number]>(answer?.channels).map((c) => ({
      ...c,
      listings: asArray(c.listings),
      drifts: asArray(c.drifts),
    })),
  };
};

export const fixDrifts = async (items: readonly FixItem[]): Promise<FixAnswer> => {
  const answer = await httpJson<Partial<FixAnswer> | null>('/consistency/fix', {
    method: 'POST',
    body: { items: items.map(({ channel, idv, kind }) => ({ channel, idv, kind })) },
  });
  return {
    fixed: typeof answer?.fixed === 'number' ? answer.fixed : 0,
    failed: asArray(answer?.failed),
    skipped: asArray(answer?.skipped),
  };
};

const SETTINGS_PATH = '/settings/consistency';

const settingsOf = (answer: Partial<ConsistencySettings> | null): ConsistencySettings => ({
  autoFix: { ...(answer?.autoFix ?? {}) },
});

export const readConsistencySettings = async (signal?: AbortSignal) =>
  settingsOf(await httpJson<Partial<ConsistencySettings> | null>(SETTINGS_PATH, { signal }));

export const saveConsistencySettings = async (settings: ConsistencySettings) =>
  settingsOf(
    await httpJson<Partial<ConsistencySettings> | null>(SETTINGS_PATH, {
      method: 'PUT',
      body: settings,
    }),
  );
