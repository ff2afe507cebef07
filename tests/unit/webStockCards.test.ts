import { describe, expect, it } from 'vitest';
import {
  countCards,
  filterByCard,
  groupTotalKey,
  isFilterCard,
} from '../../src/domain/stockDashboard/cards';
import { cardClick, INITIAL_DASHBOARD_STATE } from '../../src/domain/stockDashboard/state';
import { filterRowsByColumns, parseCellNumber } from '../../src/domain/stockDashboard/columns';
import { rowEditPath, snackbarOptions } from '../../src/domain/stockDashboard/config';
import { GOMOTOR_CONFIG, ownSiteDashboard } from '../../src/domain/ownSites/sites';
import {
  WEB_STOCK_CONFIG,
  WEB_STOCK_COLUMNS,
  WEB_STOCK_FIELDS,
  WEB_STOCK_GROUPS,
  WEB_TILES,
  type WebStockRow,
} from '../../src/domain/webStock';

const row = (over: Partial<WebStockRow> & { idv: string }): WebStockRow => ({
  _id: `id-${over.idv}`,
  marca: 'SEAT',
  modelo: 'Ibiza',
  precios: [
    { tipo: 'VENTA', valor: 12000 },
    { tipo: 'X', valor: 1 },
    { tipo: 'Y', valor: 1 },
    { tipo: 'PUBLICACION', valor: 11000 },
  ],
  reserved: false,
  featuredHome: false,
  fuel: 'gasolina',
  bodyType: 'compacto',
  offerType: 'Ocasión',
  warranty: 12,
  marketing: { counter: null, disclaimerMessage: null },
  discount: { active: false, price: null, financedPrice: null },
  precioReserva: 300,
  publicacionManual: false,
  ...over,
});

const ROWS: WebStockRow[] = [
  row({ idv: '1', reserved: true, featuredHome: true, fuel: 'diesel', bodyType: 'suv-4x4' }),
  row({
    idv: '2',
    offerType: 'KM0',
    marketing: { counter: { _id: 'c1', name: 'Black Friday' }, disclaimerMessage: 'IVA incluido' },
  }),
  // Fails all three checks: still ONE vehicle to review.
  row({
    idv: '3',
    bodyType: null,
    warranty: 6,
    precios: [{ tipo: 'VENTA', valor: 90 }],
    discount: { active: true, price: 9000, financedPrice: 8500 },
  }),
  row({
    idv: '4',
    fuel: 'electrico',
    bodyType: 'coupe',
    marketing: { counter: null, disclaimerMessage: '  ' },
  }),
];

describe('/gomotor tiles and groups', () => {
  const counts = countCards(WEB_STOCK_GROUPS, ROWS);

  it('counts the eight tiles in one pass; the placeholder counts nothing', () => {
    expect(WEB_TILES.cards).toHaveLength(8);
    expect(WEB_TILES.cards.map((c) => c.label).slice(0, 7)).toEqual([
      'Stock total',
      'Disponibles',
      'Reservados',
      'Destacado en la home',
      'Contador activado',
      'Descuento de campaña activado',
      'Disclaimer activado',
    ]);
    expect(WEB_TILES.cards[7]?.placeholder).toBe(true);
    expect(counts['resumen.total']).toBe(4);
    expect(counts['resumen.disponibles']).toBe(3);
    expect(counts['resumen.reservados']).toBe(1);
    expect(counts['resumen.destacados']).toBe(1);
    expect(counts['resumen.contador']).toBe(1);
    expect(counts['resumen.descuento']).toBe(1);
    // A blank disclaimer is not a disclaimer.
    expect(counts['resumen.disclaimer']).toBe(1);
    expect(counts['resumen.proximamente']).toBeUndefined();
  });

  it('counts web type, body and fuel', () => {
    expect(counts['tipoWeb.km0']).toBe(1);
    expect(counts['tipoWeb.ocasion']).toBe(3);
    expect(counts['carroceria.compacto']).toBe(1);
    expect(counts['carroceria.suv-4x4']).toBe(1);
    expect(counts['carroceria.coupe']).toBe(1);
    expect(counts['combustible.gasolina']).toBe(2);
    expect(counts['combustible.diesel']).toBe(1);
    expect(counts['combustible.electrico']).toBe(1);
    expect(counts['combustible.hibrido']).toBe(0);
  });

  it('counts the reviews and their total badge (vehicles to review, not checks failed)', () => {
    expect(counts['revisiones.precios']).toBe(1);
    expect(counts['revisiones.carroceria']).toBe(1);
    expect(counts['revisiones.garantia']).toBe(1);
    expect(counts[groupTotalKey('revisiones')]).toBe(1);
    const more = [...ROWS, row({ idv: '5', warranty: 0 })];
    expect(countCards(WEB_STOCK_GROUPS, more)[groupTotalKey('revisiones')]).toBe(2);
  });

  it('filters by a tile or a card; reviews and the placeholder do not filter', () => {
    expect(filterByCard(WEB_STOCK_GROUPS, 'resumen.contador', ROWS).map((r) => r.idv)).toEqual([
      '2',
    ]);
    expect(filterByCard(WEB_STOCK_GROUPS, 'carroceria.suv-4x4', ROWS).map((r) => r.idv)).toEqual([
      '1',
    ]);
    expect(isFilterCard(WEB_STOCK_GROUPS, 'revisiones.precios')).toBe(false);
    expect(isFilterCard(WEB_STOCK_GROUPS, 'resumen.proximamente')).toBe(false);
    expect(filterByCard(WEB_STOCK_GROUPS, 'revisiones.precios', ROWS)).toHaveLength(4);
    expect(cardClick(WEB_STOCK_GROUPS, INITIAL_DASHBOARD_STATE, 'revisiones.precios')).toBe(
      INITIAL_DASHBOARD_STATE,
    );
    expect(cardClick(WEB_STOCK_GROUPS, INITIAL_DASHBOARD_STATE, 'tipoWeb.km0')).toEqual({
      activeCard: 'tipoWeb.km0',
      expanded: true,
    });
  });
});

describe('/gomotor configuration', () => {
  it('keeps its snackbars 6 s; the own sites keep the default', () => {
    expect(snackbarOptions(WEB_STOCK_CONFIG, 'success')).toEqual({
      type: 'success',
      autoHideDuration: 6000,
    });
    expect(snackbarOptions(ownSiteDashboard(GOMOTOR_CONFIG), 'error')).toEqual({ type: 'error' });
  });

  it("has its own header: no 'Crear Vehículo' nor 'Ver Acciones'; the own sites link their log", () => {
    expect(WEB_STOCK_CONFIG.header).toEqual({
      create: false,
      actionsPath: null,
      webStockLink: true,
    });
    expect(ownSiteDashboard(GOMOTOR_CONFIG).header.actionsPath).toBe('/gomotor/log');
    expect(rowEditPath(WEB_STOCK_CONFIG, 'w1')).toBe('/gomotor/w1');
  });
});

describe('/gomotor columns', () => {
  it('filter by column (counter name, HOME)', () => {
    expect(
      filterRowsByColumns(ROWS, { 'marketing.counter.name': 'black' }, WEB_STOCK_COLUMNS).map(
        (r) => r.idv,
      ),
    ).toEqual(['2']);
    expect(
      filterRowsByColumns(ROWS, { featuredHome: 'sí' }, WEB_STOCK_COLUMNS).map((r) => r.idv),
    ).toEqual(['1']);
  });

  it('edit HOME, the reserve (≥ 300) and manual publishing in the row', () => {
    const editable = WEB_STOCK_COLUMNS.filter((c) => c.edit).map((c) => c.id);
    expect(editable).toEqual(['featuredHome', 'precioReserva', 'publicacionManual']);
    const reserve = WEB_STOCK_COLUMNS.find((c) => c.id === 'precioReserva')!.edit!;
    expect(parseCellNumber(reserve as never, '299')).toEqual({
      ok: false,
      message: 'No puede ser menor que 300',
    });
    // The figures' rule first: whole euros, never negative; '1.5' is not fifteen.
    expect(parseCellNumber(reserve as never, '-1')).toEqual({
      ok: false,
      message: 'No puede ser negativo',
    });
    expect(parseCellNumber(reserve as never, '1.5')).toEqual({
      ok: false,
      message: 'Debe ser un número entero',
    });
    expect(parseCellNumber(reserve as never, '')).toEqual({
      ok: false,
      message: 'Debe ser un número',
    });
    expect(parseCellNumber(reserve as never, '1.500')).toEqual({ ok: true, value: 1500 });
    expect(reserve.patch(ROWS[0]!, 450)).toEqual({ precioReserva: 450 });
  });

  it('read no field outside WEB_STOCK_FIELDS', () => {
    const read = new Set<string>();
    const vehicle = new Proxy(ROWS[2]!, {
      get: (target, key) => {
        if (typeof key === 'string') read.add(key);
        return (target as unknown as Record<string | symbol, unknown>)[key];
      },
    });
    for (const g of WEB_STOCK_GROUPS) for (const c of g.cards) c.matches(vehicle);
    for (const c of WEB_STOCK_COLUMNS) c.value(vehicle);
    expect([...read].filter((f) => !(WEB_STOCK_FIELDS as readonly string[]).includes(f))).toEqual(
      [],
    );
  });
});
