// One collection, two views (docs/API.md "Campaigns"): the campaigns are stored once, with the
// campaign field names, and shown either with those names (/api/campaigns) or with the countdown
// campaign names (/api/publishing/api/v1/campaign). A view is the field map between the two, its
// Spanish labels and its body schemas; nothing else differs.
import { COUNTDOWN_FIELD_SOURCES } from '../../src/domain/campaigns/types.js';
import type { CampaignRecord } from '../db/collections.js';

/** A campaign as stored: every field present ('' = no text / no image). */
export type StoredCampaign = Required<CampaignRecord>;
export type CampaignField = Exclude<keyof StoredCampaign, '_id'>;

/** What a view exposes: its field name → the stored field. */
type FieldMap = Readonly<Record<string, CampaignField>>;

export interface CampaignView {
  id: 'campaigns' | 'countdown';
  base: string;
  fields: FieldMap;
  /** Spanish labels of the view's field names (validation messages name the field). */
  labels: Readonly<Record<string, string>>;
}

const COMMON_LABELS = {
  _id: 'Identificador',
  name: 'Nombre',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  active: 'Activa',
};

/** The stored names themselves. */
const CAMPAIGNS_VIEW: CampaignView = {
  id: 'campaigns',
  base: '/campaigns',
  fields: {
    active: 'active',
    name: 'name',
    campaignText: 'campaignText',
    startDate: 'startDate',
    endDate: 'endDate',
    campaignImage: 'campaignImage',
    campaignColor: 'campaignColor',
    campaignTextColor: 'campaignTextColor',
    temporary: 'temporary',
  },
  labels: {
    ...COMMON_LABELS,
    campaignText: 'Texto de la campaña',
    campaignImage: 'Imagen de la campaña',
    campaignColor: 'Color de la campaña',
    campaignTextColor: 'Color del texto',
    temporary: 'Temporal',
  },
};

/** The countdown campaign names: badgeColor, textColor and iconUrl are the campaign's look. */
export const COUNTDOWN_VIEW: CampaignView = {
  id: 'countdown',
  base: '/publishing/api/v1/campaign',
  fields: { ...COUNTDOWN_FIELD_SOURCES, active: 'active' },
  labels: {
    ...COMMON_LABELS,
    badgeColor: 'Color del distintivo',
    textColor: 'Color del texto',
    iconUrl: 'Icono',
  },
};

export const CAMPAIGN_VIEWS = [CAMPAIGNS_VIEW, COUNTDOWN_VIEW] as const;

/** What a new campaign gets for the fields its body leaves out. */
export const CAMPAIGN_DEFAULTS: Omit<StoredCampaign, '_id' | 'name' | 'startDate' | 'endDate'> = {
  active: true,
  campaignText: '',
  campaignImage: '',
  campaignColor: '#1b2a4a',
  campaignTextColor: '#ffffff',
  temporary: false,
};

/** The view's name of a stored field. */
export function viewName(view: CampaignView, field: CampaignField): string {
  return Object.keys(view.fields).find((name) => view.fields[name] === field) ?? field;
}

/** The stored campaign as the view shows it (`_id` first, the view's fields in its order). */
export function toView(view: CampaignView, campaign: StoredCampaign): Record<string, unknown> {
  const shown: Record<string, unknown> = { _id: campaign._id };
  for (const [name, field] of Object.entries(view.fields)) shown[name] = campaign[field];
  return shown;
}

/** A body in the view's names → the stored fields it sets (`_id` is left out). */
export function fromView(
  view: CampaignView,
  body: Record<string, unknown>,
): Partial<Record<CampaignField, unknown>> {
  const set: Partial<Record<CampaignField, unknown>> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = view.fields[name];
    if (field && value !== undefined) set[field] = value;
  }
  return set;
}

/** A record stored before every field was kept (older demo data) with the gaps filled. */
export function complete(record: CampaignRecord): StoredCampaign {
  return {
    ...CAMPAIGN_DEFAULTS,
    startDate: '',
    endDate: '',
    ...Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)),
  } as StoredCampaign;
}
