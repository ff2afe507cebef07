// One campaigns collection seen two ways: `campaigns` (/campaigns) with the campaign field
// names, and the countdown (/publishing/api/v1/campaign) with the countdown names. Bodies carry only the fields each API
// names: its schemas are strict and a record read back may hold more (createdAt, …).
import type { DataProvider } from 'react-admin';
import { collectionProvider } from '../collectionProvider';
import type { Doc } from '../collectionQuery';
import { httpJson } from '../http';
import { CAMPAIGN_FIELDS } from '../../domain/ownSites/vehicle';

export const CAMPAIGNS_PATH = '/campaigns';
export const COUNTDOWN_PATH = '/publishing/api/v1/campaign';

// What /api/campaigns takes: the campaign's fields but its _id.
const CAMPAIGN_BODY_FIELDS = CAMPAIGN_FIELDS.filter((field) => field !== '_id');
const COUNTDOWN_FIELDS = [
  'name',
  'startDate',
  'endDate',
  'badgeColor',
  'textColor',
  'iconUrl',
  'active',
] as const;

const pick =
  (fields: readonly string[]) =>
  (data: Doc): Doc => {
    const body: Doc = {};
    for (const field of fields) if (data[field] !== undefined) body[field] = data[field];
    return body;
  };

const campaigns = collectionProvider({
  path: CAMPAIGNS_PATH,
  toCreateBody: pick(CAMPAIGN_BODY_FIELDS),
  toUpdateBody: pick(CAMPAIGN_BODY_FIELDS),
});

const countdown = collectionProvider({
  path: COUNTDOWN_PATH,
  toCreateBody: pick(COUNTDOWN_FIELDS),
  toUpdateBody: pick(COUNTDOWN_FIELDS),
});

// The countdown's resource is named as its address (/contadores).
export const campaignResources: Record<string, DataProvider> = {
  campaigns,
  contadores: countdown,
};

/** POST …/campaign/icon (multipart `file`) → the uploaded icon's URL for iconUrl. */
export const uploadCampaignIcon = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  const answer = await httpJson<{ url?: unknown }>(`${COUNTDOWN_PATH}/icon`, {
    method: 'POST',
    body: form,
  });
  if (typeof answer?.url !== 'string')
    throw new Error('El servidor no ha devuelto la URL del icono');
  return answer.url;
};
