// The edit page's web fields of an own-site vehicle: the campaign picker (`campana`), the counter
// and disclaimer (`marketing`) and the campaign prices (`discount`). Pure: the inputs in
// src/resources/ownSites/edit/ call these.
import {
  CAMPAIGN_FIELDS,
  type Campaign,
  type Discount,
  type OwnSiteId,
  type OwnSiteVehicle,
} from './vehicle.js';
import type { WebRowFields } from '../webStock/row.js';

/** The picker's empty choices: they clear the field (`campana` {} , `marketing.counter` null). */
export const NO_CAMPAIGN = 'Sin campaña';
export const NO_COUNTER = 'Sin contador';
export const NO_DISCLAIMER = 'Sin disclaimer';
/** The disclaimer is chosen from a list with this placeholder. */
export const DISCLAIMER_PLACEHOLDER = 'Selecciona un mensaje';

/** The discount form's state select. */
export const DISCOUNT_STATES = [
  { id: false, name: 'Desactivado' },
  { id: true, name: 'Activado' },
] as const;
/** A discount is active by default. */
export const DEFAULT_DISCOUNT_ACTIVE = true;

// --- discount -------------------------------------------------------------------------------

/** `active` is a boolean or the string 'true'; none yet is the default (active). */
export const discountActive = (value: unknown): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return DEFAULT_DISCOUNT_ACTIVE;
};

/** A campaign price as a number. */
const amount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The discount as the API stores it: `{active: boolean, price, financedPrice}` (numbers or
 * null). Null when nothing was entered (no state, no price): no discount to save.
 */
export const normalizeDiscount = (raw: unknown): Required<Discount> | null => {
  const discount = record(raw);
  if (!discount) return null;
  const price = amount(discount.price);
  const financedPrice = amount(discount.financedPrice);
  if (!isSet(discount.active) && price === null && financedPrice === null) return null;
  return { active: discountActive(discount.active), price, financedPrice };
};

// --- campaigns (campana and marketing.counter) --------------------------------------------

/** The campaign as a vehicle carries it: only CAMPAIGN_FIELDS. */
export const campaignCopy = (campaign: Campaign): Campaign => {
  const copy: Record<string, unknown> = {};
  for (const field of CAMPAIGN_FIELDS)
    if (campaign[field] !== undefined) copy[field] = campaign[field];
  return copy as Campaign;
};

/** A campaign that names one ({} and null are none). */
const someCampaign = (value: unknown): Campaign | null => {
  const c = record(value) as Campaign | null;
  return c && (c._id || c.name) ? c : null;
};

/** The picker's value of a campaign: its _id (a name-only one: 'nombre:{name}'); '' = none. */
export const choiceIdOf = (value: unknown): string => {
  const c = someCampaign(value);
  if (!c) return '';
  return c._id ? c._id : `nombre:${c.name ?? ''}`;
};

export interface CampaignChoice {
  id: string;
  name: string;
  campaign: Campaign | null;
}

/**
 * The campaign picker lists only campaigns whose active flag is true: the empty choice, then the
 * active campaigns. The vehicle's own campaign, when it is not among them (deactivated since), is
 * listed last marked '(inactiva)': shown as it is, and a save does not silently drop it.
 */
export const campaignChoices = (
  active: readonly Campaign[],
  current: unknown,
  noneLabel: string,
  /** False while the list loads or when it failed: the own campaign is then not marked. */
  activeKnown = true,
): CampaignChoice[] => {
  const choices: CampaignChoice[] = [{ id: '', name: noneLabel, campaign: null }];
  for (const c of active) {
    const id = choiceIdOf(c);
    if (id && c.active === true && !choices.some((x) => x.id === id))
      choices.push({ id, name: c.name ?? id, campaign: campaignCopy(c) });
  }
  const own = someCampaign(current);
  const ownId = choiceIdOf(own);
  if (own && !choices.some((x) => x.id === ownId))
    choices.push({
      id: ownId,
      name: activeKnown ? `${own.name ?? ownId} (inactiva)` : (own.name ?? ownId),
      campaign: own,
    });
  return choices;
};

/** The campaign a choice stands for, or null for the empty choice (or an unknown one). */
export const campaignFromChoice = (
  choices: readonly CampaignChoice[],
  id: string,
): Campaign | null => choices.find((c) => c.id === id)?.campaign ?? null;

// --- marketing --------------------------------------------------------------------------------

/** Settings is a list whose first item has disclaimerMessages. */
export const disclaimerMessagesOf = (settings: unknown): string[] => {
  const first = Array.isArray(settings) ? record(settings[0]) : null;
  const messages = first?.disclaimerMessages;
  return Array.isArray(messages)
    ? messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : [];
};

/** The settings' texts, and the vehicle's own when it is no longer among them (kept). */
export const disclaimerChoices = (messages: readonly string[], current: unknown): string[] =>
  typeof current === 'string' && current !== '' && !messages.includes(current)
    ? [...messages, current]
    : [...messages];

/** Marketing as the API stores it: both fields, none being null. */
export interface SavedMarketing {
  counter: Campaign | null;
  disclaimerMessage: string | null;
}

export const normalizeMarketing = (raw: unknown): SavedMarketing => {
  const marketing = record(raw) ?? {};
  const counter = someCampaign(marketing.counter);
  const text = marketing.disclaimerMessage;
  return {
    counter: counter ? campaignCopy(counter) : null,
    disclaimerMessage: typeof text === 'string' && text.trim() !== '' ? text : null,
  };
};

const hasMarketing = (raw: unknown) => {
  const m = normalizeMarketing(raw);
  return m.counter !== null || m.disclaimerMessage !== null;
};

/**
 * Whether the edit page shows the counter, disclaimer and campaign prices. Only the GOmotor web
 * flow reads them: the web stock rows, their settings and disclaimers and the web stock dashboard's
 * bulk actions. The vehicle of both sites has these fields, but the second site has no web settings
 * and no action that sets them: so the first site always shows them, the second only for a vehicle
 * that carries them (so nothing it holds is hidden from its edit page).
 */
export const showsWebMarketing = (
  site: OwnSiteId,
  vehicle: Pick<OwnSiteVehicle, 'discount' | 'marketing'> | Record<string, unknown>,
): boolean =>
  site === 'gomotor' ||
  normalizeDiscount(vehicle.discount) !== null ||
  hasMarketing(vehicle.marketing);

/**
 * The form's values as the API takes them (strict discount and marketing, docs/API.md "Own
 * sites"): discount normalised (or left out when nothing was entered), marketing with both
 * fields (left out when it says nothing and the vehicle had none).
 */
export const webFieldsToSave = <T extends Record<string, unknown>>(
  data: T,
  previous?: object,
): T => {
  const before = (previous ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...data };
  if ('discount' in data) {
    const discount = normalizeDiscount(data.discount);
    if (discount) out.discount = discount;
    else delete out.discount;
  }
  if ('marketing' in data) {
    const marketing = normalizeMarketing(data.marketing);
    if (hasMarketing(marketing) || hasMarketing(before.marketing)) out.marketing = marketing;
    else delete out.marketing;
  }
  return out as T;
};

// --- where the web fields live ------------------------------------------------------------------

/**
 * Where the edit page reads and writes `marketing` and `discount` (docs/API.md "Own sites" › where
 * each site's vehicles live). GOmotor: on the vehicle's web host row, because that is what the web
 * shows and a web sync keeps the row's own; a value saved in the sale stock would never reach the
 * web. Grupo Oliva has no web host: its vehicle holds them.
 */
export const webFieldsOnWebRow = (site: OwnSiteId): boolean => site === 'gomotor';

/** The form's record of a GOmotor vehicle: the sale vehicle with its web row's web fields. */
export const withWebRowFields = <T extends object>(
  vehicle: T,
  row: Partial<Pick<WebRowFields, 'marketing' | 'discount'>> | null | undefined,
): T & {
  marketing: WebRowFields['marketing'] | null;
  discount: WebRowFields['discount'] | null;
} => ({
  ...vehicle,
  marketing: row?.marketing ?? null,
  discount: row?.discount ?? null,
});

/** The sale stock's part of a GOmotor save: everything but the web row's fields. */
export const withoutWebRowFields = <T extends Record<string, unknown>>(data: T): T => {
  const { marketing: _marketing, discount: _discount, ...rest } = data;
  return rest as T;
};

/**
 * What a GOmotor save changes on the web row: the discount when it differs, the marketing
 * fields that differ. The counter is compared by its campaign (the row stores the campaign as
 * the campaigns collection has it): an unchanged one is passed back as the row has it, so the
 * web stock provider does not send it again (an inactive one would be refused). Empty: nothing.
 */
export const webRowChanges = (
  data: Record<string, unknown>,
  row: Partial<Pick<WebRowFields, 'marketing' | 'discount'>>,
): { discount?: Required<Discount>; marketing?: SavedMarketing } => {
  const changes: { discount?: Required<Discount>; marketing?: SavedMarketing } = {};
  const discount = normalizeDiscount(data.discount);
  if (discount && JSON.stringify(discount) !== JSON.stringify(normalizeDiscount(row.discount)))
    changes.discount = discount;
  const wanted = normalizeMarketing(data.marketing);
  const held: Partial<WebRowFields['marketing']> = row.marketing ?? {};
  const heldCounter = someCampaign(held.counter);
  const heldText = normalizeMarketing(held).disclaimerMessage;
  const counterChanged = choiceIdOf(wanted.counter) !== choiceIdOf(heldCounter);
  if (counterChanged || wanted.disclaimerMessage !== heldText)
    changes.marketing = {
      counter: counterChanged ? wanted.counter : (held.counter ?? null),
      disclaimerMessage: wanted.disclaimerMessage,
    };
  return changes;
};
