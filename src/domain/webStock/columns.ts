// 'Lista de resultados' of /gomotor: the web row's columns; HOME, the reserve amount and manual
// publishing are edited in the row (partial updates).
import { cashPrice, financedPrice } from '../stock.js';
import {
  column as genericColumn,
  num,
  text,
  type ResultColumn,
} from '../stockDashboard/columns.js';
import { RESERVE_MIN } from './bulkActions.js';
import {
  counterOf,
  disclaimerOf,
  discountActive,
  WEB_ROW_FIELD_NAMES,
  webWarranty,
  type WebStockRow,
} from './row.js';

const column = genericColumn<WebStockRow>;
const prices = (r: WebStockRow) => ({ precios: r.precios ?? [] });

/** The web row's fields, after the stock's identity and prices. */
export const WEB_STOCK_COLUMNS: readonly ResultColumn<WebStockRow>[] = [
  column('idv', 'IDV', 'text', (r) => text(r.idv)),
  column('matricula', 'MATRICULA', 'text', (r) => text(r.matricula), true),
  column('marca', 'MARCA', 'text', (r) => text(r.marca)),
  column('modelo', 'MODELO', 'text', (r) => text(r.modelo)),
  column('offerType', 'TIPO WEB', 'text', (r) => text(r.offerType)),
  column('fuel', 'COMBUSTIBLE', 'text', (r) => text(r.fuel), true),
  column('bodyType', 'CARROCERIA', 'text', (r) => text(r.bodyType), true),
  column('precios.0.valor', 'CONTADO', 'euros', (r) => cashPrice(prices(r))),
  column('precios.3.valor', 'FINANCIADO', 'euros', (r) => financedPrice(prices(r))),
  column('warranty', 'GARANTIA', 'number', webWarranty),
  column('featuredHome', 'HOME', 'boolean', (r) => r.featuredHome === true, false, {
    patch: (_r, value) => ({ featuredHome: value === true }),
  }),
  column('reserved', 'RESERVADO', 'boolean', (r) => r.reserved === true),
  column('marketing.counter.name', 'CONTADOR', 'text', (r) => text(counterOf(r)?.name)),
  column('discount.active', 'DESCUENTO', 'boolean', discountActive),
  column('discount.price', 'PRECIO CAMPAÑA', 'euros', (r) => num(r.discount?.price), true),
  column(
    'discount.financedPrice',
    'FINANCIADO CAMPAÑA',
    'euros',
    (r) => num(r.discount?.financedPrice),
    true,
  ),
  column('marketing.disclaimerMessage', 'DISCLAIMER', 'text', disclaimerOf, true),
  column('precioReserva', 'RESERVA', 'euros', (r) => num(r.precioReserva), true, {
    figure: 'wholeEuros',
    min: RESERVE_MIN,
    patch: (_r, value) => ({ precioReserva: Number(value) }),
  }),
  column('publicacionManual', 'MANUAL', 'boolean', (r) => r.publicacionManual === true, true, {
    patch: (_r, value) => ({ publicacionManual: value === true }),
  }),
];

/**
 * The fields /gomotor reads (GET /gomotor-api/vehicles?fields=…): its cards, its columns and
 * the row actions. tests/unit/webStockCards.test.ts checks the cards and columns read no other.
 */
export const WEB_STOCK_FIELDS = [
  '_id',
  'idv',
  'matricula',
  'marca',
  'modelo',
  'precios',
  'garantia',
  ...WEB_ROW_FIELD_NAMES,
] as const;
