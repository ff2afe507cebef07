// The summary cards of the own-site dashboards: each card is a filter with a count; the groups
// differ per site (./sites.ts holds both configurations).
import type {
  CardGroup as GenericGroup,
  SummaryCard as GenericCard,
} from '../stockDashboard/cards.js';
import { needsBodyReview, needsPriceReview, needsWarrantyReview } from './reviews.js';
import {
  BRAND_LANDING_PAGES,
  campaignOf,
  DEALERSHIP_LANDING_PAGES,
  normalizeWord,
  sameCampaign,
  type Campaign,
  WEB_BODY_TYPES,
  type OwnSiteVehicle,
} from './vehicle.js';

export type CardGroupId =
  | 'resumen'
  | 'tipoStock'
  | 'tipoWeb'
  | 'carroceria'
  | 'combustible'
  | 'campana'
  | 'revisiones'
  | 'lpMarca'
  | 'lpConcesionario';

/** A card and a group of the own-site dashboards (the generic ones of ../stockDashboard). */
export type SummaryCard = GenericCard<OwnSiteVehicle>;
export type CardGroup = GenericGroup<OwnSiteVehicle>;

// The sale stock repeats a few words thousands of times: normalise each distinct one once.
const normalized = new Map<string, string>();
const word = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  let result = normalized.get(value);
  if (result === undefined) {
    if (normalized.size > 2000) normalized.clear();
    result = normalizeWord(value);
    normalized.set(value, result);
  }
  return result;
};

const slug = (label: string) => normalizeWord(label).replace(/[^a-z0-9]/g, '');

const card = (
  group: CardGroupId,
  label: string,
  matches: (v: OwnSiteVehicle) => boolean,
): SummaryCard => ({ id: `${group}.${slug(label)}`, label, group, matches });

const group = (id: CardGroupId, label: string, cards: SummaryCard[]): CardGroup => ({
  id,
  label,
  cards,
});

/** A card per label whose vehicle field reads the same once normalised ('Km 0' = 'KM0'). */
const fieldCards = (
  id: CardGroupId,
  field: (v: OwnSiteVehicle) => unknown,
  entries: readonly (readonly [label: string, value: string])[],
): SummaryCard[] =>
  entries.map(([label, value]) => {
    const wanted = normalizeWord(value);
    return card(id, label, (v) => word(field(v)) === wanted);
  });

// The cards both sites show. 'Home' (first site) and 'Destacados' (second site) both count
// vehiculosHome, the field 'Destacar home' sets.
const total = card('resumen', 'Total', () => true);
const available = card('resumen', 'Disponibles', (v) => v.reservado !== true);
const reserved = card('resumen', 'Reservados', (v) => v.reservado === true);
const featured = (label: 'Home' | 'Destacados') =>
  card('resumen', label, (v) => v.vehiculosHome === true);

export const commonGroup = (featuredLabel: 'Home' | 'Destacados'): CardGroup =>
  group('resumen', '', [total, available, reserved, featured(featuredLabel)]);

/** tipoVO: the group stock writes KM0 as 'KM0 KM0 VO', the sale stock as 'KM0'. */
const isTipoVO = (v: OwnSiteVehicle, kind: string) =>
  kind === 'km0' ? word(v.tipoVO).startsWith('km0') : word(v.tipoVO) === kind;

/** The stock system's type; 'Nuevo' (second site) is tipo VN. */
export const stockTypeGroup = (withNew: boolean): CardGroup =>
  group('tipoStock', 'Tipo de vehículo', [
    card('tipoStock', 'KM 0', (v) => isTipoVO(v, 'km0')),
    card('tipoStock', 'Demo', (v) => isTipoVO(v, 'demo')),
    card('tipoStock', 'Cortesía', (v) => isTipoVO(v, 'cortesia')),
    card('tipoStock', 'Ocasión', (v) => isTipoVO(v, 'ocasion')),
    ...(withNew ? [card('tipoStock', 'Nuevo', (v) => v.tipo === 'VN')] : []),
  ]);

/** The web type (tipoVehiculoWeb), labels as each site writes them. */
export const webTypeGroup = (labels: readonly string[]): CardGroup =>
  group(
    'tipoWeb',
    'Tipo de vehículo web',
    fieldCards(
      'tipoWeb',
      (v) => v.tipoVehiculoWeb,
      labels.map((label) => [label, label] as const),
    ),
  );

/** The body type (tipoCarroceriaWeb); 'Revisar' has its own check card. */
export const bodyTypeGroup = (): CardGroup =>
  group(
    'carroceria',
    'Carrocería',
    fieldCards(
      'carroceria',
      (v) => v.tipoCarroceriaWeb,
      // Every body type but 'Revisar', which is a review card (reviews.ts).
      WEB_BODY_TYPES.filter((label) => label !== 'Revisar').map((label) => [label, label] as const),
    ),
  );

/** Fuel: the second site's labels, which the first site uses too. */
export const fuelGroup = (): CardGroup =>
  group(
    'combustible',
    'Combustible',
    fieldCards('combustible', (v) => v.combustible, [
      ['Gasolina', 'GASOLINA'],
      ['Diesel', 'DIESEL'],
      ['Híbrido', 'HIBRIDO'],
      ['Eléctrico', 'ELECTRICO'],
    ]),
  );

/**
 * The campaign group (first site): 'Con campaña' (any campaign) then one card per campaign given
 * (the campaigns list, or `campaignsInStock`). A card's id carries the campaign's _id (or its name
 * when it has none).
 */
export const campaignGroup = (campaigns: readonly Campaign[] = []): CardGroup =>
  group('campana', 'Campaña', [
    card('campana', 'Con campaña', (v) => campaignOf(v) !== null),
    ...campaigns
      .filter((c) => c._id || c.name)
      .map((c) => ({
        id: `campana.${c._id ?? slug(c.name ?? '')}`,
        label: c.name || String(c._id),
        group: 'campana' as const,
        matches: (v: OwnSiteVehicle) => {
          const own = campaignOf(v);
          return own !== null && sameCampaign(own, c);
        },
      })),
  ]);

/** The distinct campaigns assigned in a stock, in order of first appearance. */
export const campaignsInStock = (vehicles: readonly OwnSiteVehicle[]): Campaign[] => {
  const found: Campaign[] = [];
  for (const v of vehicles) {
    const c = campaignOf(v);
    if (c && !found.some((f) => sameCampaign(f, c))) found.push(c);
  }
  return found;
};

/** The review checks, in a fixed order (labels as on the web stock dashboard). */
export const reviewGroup = (): CardGroup =>
  group('revisiones', 'Revisiones', [
    card('revisiones', 'Carrocería', needsBodyReview),
    card('revisiones', 'Precios', needsPriceReview),
    card('revisiones', 'Garantía', needsWarrantyReview),
  ]);

/** landingPages is a list of LANDING_PAGES names; compared without case or accents ('Citroën'). */
const onLandingPage = (v: OwnSiteVehicle, page: string) => {
  const wanted = normalizeWord(page);
  return Array.isArray(v.landingPages) && v.landingPages.some((p) => word(p) === wanted);
};

/** The offer landing pages (second site), by brand and by dealership. */
export const landingPageGroups = (): CardGroup[] => [
  group(
    'lpMarca',
    'Landing pages por marca',
    BRAND_LANDING_PAGES.map((page) => card('lpMarca', page, (v) => onLandingPage(v, page))),
  ),
  group(
    'lpConcesionario',
    'Landing pages por concesionario',
    DEALERSHIP_LANDING_PAGES.map((page) =>
      card('lpConcesionario', page, (v) => onLandingPage(v, page)),
    ),
  ),
];

// Counting and filtering are the same on every dashboard (../stockDashboard/cards.ts).
export {
  cardsOf,
  countCards,
  filterByCard,
  findCard,
  groupsOf,
  groupTotalKey,
  isFilterCard,
  type CardSource,
} from '../stockDashboard/cards.js';
