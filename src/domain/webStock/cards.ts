// The tiles and card groups of the web stock dashboard /gomotor and its review thresholds, counted
// by the same one-pass countCards as the own sites' cards (../stockDashboard/cards.ts).
import { cashPrice, financedPrice } from '../stock.js';
import type { CardGroup, SummaryCard } from '../stockDashboard/cards.js';
import { PRICE_REVIEW_MAX, WARRANTY_REVIEW_BELOW_MONTHS } from '../ownSites/reviews.js';
import {
  counterOf,
  disclaimerOf,
  discountActive,
  webWarranty,
  type WebBodyType,
  type WebFuel,
  type WebStockRow,
} from './row.js';

type Card = SummaryCard<WebStockRow>;

const card = (group: string, key: string, label: string, matches: Card['matches']): Card => ({
  id: `${group}.${key}`,
  label,
  group,
  matches,
});

/** The counter tiles, in order; the eighth is a placeholder. */
export const WEB_TILES: CardGroup<WebStockRow> = {
  id: 'resumen',
  label: '',
  cards: [
    card('resumen', 'total', 'Stock total', () => true),
    card('resumen', 'disponibles', 'Disponibles', (r) => r.reserved !== true),
    card('resumen', 'reservados', 'Reservados', (r) => r.reserved === true),
    card('resumen', 'destacados', 'Destacado en la home', (r) => r.featuredHome === true),
    card('resumen', 'contador', 'Contador activado', (r) => counterOf(r) !== null),
    card('resumen', 'descuento', 'Descuento de campaña activado', discountActive),
    card('resumen', 'disclaimer', 'Disclaimer activado', (r) => disclaimerOf(r) !== null),
    {
      ...card('resumen', 'proximamente', 'Próximamente', () => false),
      placeholder: true,
    },
  ],
};

/** The web vehicle type: KM 0, Ocasión (offerType). */
export const WEB_TYPE_GROUP: CardGroup<WebStockRow> = {
  id: 'tipoWeb',
  label: 'Tipo de vehículo web',
  cards: [
    card('tipoWeb', 'km0', 'KM 0', (r) => r.offerType === 'KM0'),
    card('tipoWeb', 'ocasion', 'Ocasión', (r) => r.offerType === 'Ocasión'),
  ],
};

const BODY_LABELS: readonly (readonly [WebBodyType, string])[] = [
  ['compacto', 'Compacto'],
  ['berlina', 'Berlina'],
  ['familiar', 'Familiar'],
  ['monovolumen', 'Monovolumen'],
  ['cabrio', 'Cabrio'],
  ['coupe', 'Coupé'],
  ['suv-4x4', 'SUV/4X4'],
  ['furgoneta', 'Furgoneta'],
];

/** The body type, in a fixed order. */
export const WEB_BODY_GROUP: CardGroup<WebStockRow> = {
  id: 'carroceria',
  label: 'Carrocería',
  cards: BODY_LABELS.map(([value, label]) =>
    card('carroceria', value, label, (r) => r.bodyType === value),
  ),
};

const FUEL_LABELS: readonly (readonly [WebFuel, string])[] = [
  ['gasolina', 'Gasolina'],
  ['diesel', 'Diesel'],
  ['hibrido', 'Híbrido'],
  ['electrico', 'Eléctrico'],
];

/** Fuel: Gasolina, Diesel, Híbrido, Eléctrico. */
export const WEB_FUEL_GROUP: CardGroup<WebStockRow> = {
  id: 'combustible',
  label: 'Combustible',
  cards: FUEL_LABELS.map(([value, label]) =>
    card('combustible', value, label, (r) => r.fuel === value),
  ),
};

/** The cash or the financed price is 100 or less (a missing one reads 0). */
export const needsWebPriceReview = (r: WebStockRow): boolean =>
  (cashPrice({ precios: r.precios ?? [] }) ?? 0) <= PRICE_REVIEW_MAX ||
  (financedPrice({ precios: r.precios ?? [] }) ?? 0) <= PRICE_REVIEW_MAX;

/** bodyType null = unknown, the web row's 'Revisar'. */
export const needsWebBodyReview = (r: WebStockRow): boolean =>
  r.bodyType === null || r.bodyType === undefined;

/** Warranty under 12 months, counted in the Garantía review badge. */
export const needsWebWarrantyReview = (r: WebStockRow): boolean =>
  webWarranty(r) < WARRANTY_REVIEW_BELOW_MONTHS;

/**
 * 'Revisiones': Precios, Carrocería, Garantía, with a total badge; these cards do not filter. The
 * badge counts the rows to review (a row failing two checks is one row).
 */
export const WEB_REVIEW_GROUP: CardGroup<WebStockRow> = {
  id: 'revisiones',
  label: 'Revisiones',
  filterable: false,
  totalBadge: true,
  cards: [
    card('revisiones', 'precios', 'Precios', needsWebPriceReview),
    card('revisiones', 'carroceria', 'Carrocería', needsWebBodyReview),
    card('revisiones', 'garantia', 'Garantía', needsWebWarrantyReview),
  ],
};

/** The dashboard's groups, in display order. */
export const WEB_STOCK_GROUPS: readonly CardGroup<WebStockRow>[] = [
  WEB_TILES,
  WEB_TYPE_GROUP,
  WEB_BODY_GROUP,
  WEB_FUEL_GROUP,
  WEB_REVIEW_GROUP,
];
