import { describe, expect, it } from 'vitest';
import {
  displayCell,
  filterByColumns,
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  hiddenByDefault,
  matchesColumnFilter,
  RESULT_COLUMNS,
  RESULTS_PAGE_SIZE,
  RESULTS_TITLE,
  type OwnSiteVehicle,
  type ResultColumn,
} from '../../src/domain/ownSites';

const vehicle = (over: Partial<OwnSiteVehicle> = {}): OwnSiteVehicle => ({
  _id: 'a1',
  idv: '1001',
  matricula: '1234 MBC',
  marca: 'PEUGEOT',
  modelo: '208',
  tipo: 'VO',
  tipoVO: 'OCASION',
  combustible: 'GASOLINA',
  cambio: 'MANUAL',
  km: 7177,
  potenciaCv: 100,
  cilindrada: 1199,
  reservado: false,
  vehiculosHome: true,
  garantia: 12,
  campana: { _id: 'c1', name: 'Black Friday' },
  carroceria: 'COMPACTO 5P',
  tipoCarroceriaWeb: 'Compacto',
  precios: [{ valor: 9790 }, { valor: 7832 }, { valor: 8615 }, { valor: 8790 }],
  equipamiento: [],
  recursos: [],
  ...over,
});

/** Intl writes a no-break space before '€'. */
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

const column = (label: string): ResultColumn => {
  const found = RESULT_COLUMNS.find((c) => c.label === label);
  if (!found) throw new Error(`no column ${label}`);
  return found;
};

describe("'Lista de resultados'", () => {
  it('has the title, page size 10 and the columns in their fixed order on both sites', () => {
    expect(RESULTS_TITLE).toBe('Lista de resultados');
    expect(RESULTS_PAGE_SIZE).toBe(10);
    expect(RESULT_COLUMNS.map((c) => c.label)).toEqual([
      'IDV',
      'MATRICULA',
      'TIPO',
      'TIPO VO',
      'MARCA',
      'MODELO',
      'COMBUSTIBLE',
      'CAMBIO',
      'KM',
      'POT CV',
      'CILINDRADA',
      'CONTADO',
      'FINANCIADO',
      'GARANTIA',
      'HOME',
      'RESERVADO',
      'CAMPAÑA',
      'CARROCERIA',
      'CARROCERIA WEB',
    ]);
    expect(GOMOTOR_CONFIG.columns).toBe(RESULT_COLUMNS);
    expect(GRUPOLIVA_CONFIG.columns).toBe(RESULT_COLUMNS);
  });

  it('hides by default exactly the columns meant to start hidden', () => {
    expect(hiddenByDefault()).toEqual([
      'tipo',
      'tipoVO',
      'combustible',
      'km',
      'potenciaCv',
      'cilindrada',
      'campana.name',
      'carroceria',
      'tipoCarroceriaWeb',
    ]);
  });

  it('shows the first price entry as CONTADO and the fourth as FINANCIADO, in euros', () => {
    const v = vehicle();
    expect(column('CONTADO').value(v)).toBe(9790);
    expect(column('FINANCIADO').value(v)).toBe(8790);
    expect(plain(displayCell(column('CONTADO'), v))).toBe('9.790 €');
    expect(plain(displayCell(column('FINANCIADO'), v))).toBe('8.790 €');
    expect(displayCell(column('FINANCIADO'), vehicle({ precios: [{ valor: 9790 }] }))).toBe('—');
  });

  it('shows 0 for an empty warranty', () => {
    expect(displayCell(column('GARANTIA'), vehicle({ garantia: null }))).toBe('0');
    expect(displayCell(column('GARANTIA'), vehicle({ garantia: 24 }))).toBe('24');
  });

  it('formats km, booleans, the campaign name and empty text', () => {
    expect(displayCell(column('KM'), vehicle())).toBe('7.177 km');
    expect(displayCell(column('CILINDRADA'), vehicle())).toBe('1.199');
    expect(displayCell(column('HOME'), vehicle())).toBe('Sí');
    expect(displayCell(column('RESERVADO'), vehicle())).toBe('No');
    expect(displayCell(column('CAMPAÑA'), vehicle())).toBe('Black Friday');
    expect(displayCell(column('CAMPAÑA'), vehicle({ campana: {} }))).toBe('—');
    expect(displayCell(column('MATRICULA'), vehicle({ matricula: '' }))).toBe('—');
  });
});

describe('per-column filters', () => {
  it('finds text ignoring case, accents and spaces', () => {
    expect(matchesColumnFilter(column('MARCA'), vehicle(), 'peu')).toBe(true);
    expect(matchesColumnFilter(column('MARCA'), vehicle(), 'seat')).toBe(false);
    expect(matchesColumnFilter(column('MATRICULA'), vehicle(), '1234mbc')).toBe(true);
    expect(
      matchesColumnFilter(
        column('CARROCERIA WEB'),
        vehicle({ tipoCarroceriaWeb: 'Coupé' }),
        'coupe',
      ),
    ).toBe(true);
  });

  it('compares numbers with >, >=, <, <=, = and ranges, in Spanish notation', () => {
    const v = vehicle();
    const contado = column('CONTADO');
    expect(matchesColumnFilter(contado, v, '>9000')).toBe(true);
    expect(matchesColumnFilter(contado, v, '> 9.790')).toBe(false);
    expect(matchesColumnFilter(contado, v, '>=9.790 €')).toBe(true);
    expect(matchesColumnFilter(contado, v, '<=100')).toBe(false);
    expect(matchesColumnFilter(contado, v, '<10000')).toBe(true);
    expect(matchesColumnFilter(contado, v, '=9790')).toBe(true);
    expect(matchesColumnFilter(contado, v, '9.000-10.000')).toBe(true);
    expect(matchesColumnFilter(contado, v, '10000-12000')).toBe(false);
    expect(matchesColumnFilter(column('KM'), v, '7.177 km')).toBe(true);
  });

  it('matches plain digits the number contains, and nothing for a missing number', () => {
    expect(matchesColumnFilter(column('CONTADO'), vehicle(), '979')).toBe(true);
    expect(matchesColumnFilter(column('CONTADO'), vehicle(), '555')).toBe(false);
    expect(matchesColumnFilter(column('KM'), vehicle({ km: undefined }), '7')).toBe(false);
    expect(matchesColumnFilter(column('CONTADO'), vehicle(), 'abc')).toBe(false);
  });

  it('reads sí / no for the boolean columns', () => {
    const home = column('HOME');
    expect(matchesColumnFilter(home, vehicle(), 'Sí')).toBe(true);
    expect(matchesColumnFilter(home, vehicle(), 'no')).toBe(false);
    expect(matchesColumnFilter(home, vehicle({ vehiculosHome: undefined }), 'no')).toBe(true);
    expect(matchesColumnFilter(column('RESERVADO'), vehicle({ reservado: true }), 'si')).toBe(true);
    expect(matchesColumnFilter(home, vehicle(), 'quizá')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesColumnFilter(column('KM'), vehicle({ km: undefined }), '  ')).toBe(true);
  });

  it('keeps the vehicles that match every column filter', () => {
    const a = vehicle({ idv: '1', marca: 'PEUGEOT' });
    const b = vehicle({ idv: '2', marca: 'PEUGEOT', precios: [{ valor: 20000 }] });
    const c = vehicle({ idv: '3', marca: 'SEAT' });
    expect(filterByColumns([a, b, c], { marca: 'peugeot' })).toEqual([a, b]);
    expect(filterByColumns([a, b, c], { marca: 'peugeot', 'precios.0.valor': '<15000' })).toEqual([
      a,
    ]);
    expect(filterByColumns([a, b, c], { marca: '', unknown: 'x' })).toEqual([a, b, c]);
  });
});
