import { describe, expect, it } from 'vitest';
import {
  cardGroups,
  campaignsInStock,
  countCards,
  dashboardReducer,
  filterByCard,
  filterChips,
  GOMOTOR_CONFIG,
  GRUPOLIVA_CONFIG,
  INITIAL_DASHBOARD_STATE,
  tableToggleLabel,
  type CardGroup,
  type OwnSiteVehicle,
} from '../../src/domain/ownSites';

let serial = 0;
const vehicle = (over: Partial<OwnSiteVehicle> = {}): OwnSiteVehicle => {
  serial++;
  return {
    _id: `id${serial}`,
    idv: String(1000 + serial),
    marca: 'PEUGEOT',
    modelo: '208',
    tipo: 'VO',
    tipoVO: 'OCASION',
    reservado: false,
    garantia: 12,
    tipoCarroceriaWeb: 'Compacto',
    precios: [{ valor: 9790 }, { valor: 1 }, { valor: 1 }, { valor: 8790 }],
    equipamiento: [],
    recursos: [],
    ...over,
  };
};

const labelsOf = (groups: readonly CardGroup[]) =>
  groups.map((g) => [g.label, g.cards.map((c) => c.label)]);

const cardId = (groups: readonly CardGroup[], group: string, label: string): string => {
  const found = groups.find((g) => g.id === group)?.cards.find((c) => c.label === label);
  if (!found) throw new Error(`no card ${group}/${label}`);
  return found.id;
};

describe('own-site cards', () => {
  it('the first site shows the common cards with Home and its groups, in their fixed order', () => {
    expect(labelsOf(GOMOTOR_CONFIG.groups)).toEqual([
      ['', ['Total', 'Disponibles', 'Reservados', 'Home']],
      ['Tipo de vehículo', ['KM 0', 'Demo', 'Cortesía', 'Ocasión']],
      ['Tipo de vehículo web', ['Ocasión', 'Km 0']],
      [
        'Carrocería',
        [
          'Compacto',
          'Berlina',
          'Familiar',
          'Monovolumen',
          'Cabrio',
          'Coupé',
          '4x4/SUV',
          'Furgoneta',
        ],
      ],
      ['Combustible', ['Gasolina', 'Diesel', 'Híbrido', 'Eléctrico']],
      ['Campaña', ['Con campaña']],
      ['Revisiones', ['Carrocería', 'Precios', 'Garantía']],
    ]);
  });

  it('the second site shows Destacados, Nuevo and the landing pages by brand and dealership', () => {
    expect(labelsOf(GRUPOLIVA_CONFIG.groups)).toEqual([
      ['', ['Total', 'Disponibles', 'Reservados', 'Destacados']],
      ['Tipo de vehículo', ['KM 0', 'Demo', 'Cortesía', 'Ocasión', 'Nuevo']],
      ['Tipo de vehículo web', ['Nuevo', 'KM 0', 'Ocasión']],
      ['Combustible', ['Gasolina', 'Diesel', 'Híbrido', 'Eléctrico']],
      ['Landing pages por marca', ['Peugeot', 'Citroen', 'Honda', 'BMW', 'MINI']],
      [
        'Landing pages por concesionario',
        ['Joaquin Oliva', 'Tarrauto', 'Tecnotarraco', 'Oliva Motor'],
      ],
    ]);
  });

  it('card ids are unique on each site', () => {
    for (const config of [GOMOTOR_CONFIG, GRUPOLIVA_CONFIG]) {
      const ids = cardGroups(config, [{ _id: 'c1', name: 'Black Friday' }]).flatMap((g) =>
        g.cards.map((c) => c.id),
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('counts the common cards: available is not reserved, Home is vehiculosHome', () => {
    const stock = [
      vehicle({ reservado: true }),
      vehicle({ vehiculosHome: true }),
      vehicle({ destacado: true }),
      vehicle(),
    ];
    const counts = countCards(GOMOTOR_CONFIG, stock);
    expect(counts['resumen.total']).toBe(4);
    expect(counts['resumen.disponibles']).toBe(3);
    expect(counts['resumen.reservados']).toBe(1);
    expect(counts['resumen.home']).toBe(1);
    expect(countCards(GRUPOLIVA_CONFIG.groups, stock)['resumen.destacados']).toBe(1);
  });

  it('reads the stock type from tipoVO, KM0 written either way, and Nuevo as tipo VN', () => {
    const stock = [
      vehicle({ tipoVO: 'KM0 KM0 VO' }),
      vehicle({ tipoVO: 'KM0' }),
      vehicle({ tipoVO: 'DEMO' }),
      vehicle({ tipoVO: 'CORTESIA' }),
      vehicle({ tipoVO: 'OCASION' }),
      vehicle({ tipo: 'VN', tipoVO: '' }),
      vehicle({ tipo: 'VN', tipoVO: '', tipoVehiculoWeb: 'Nuevo' }),
    ];
    const groups = GRUPOLIVA_CONFIG.groups;
    const counts = countCards(groups, stock);
    expect(counts[cardId(groups, 'tipoStock', 'KM 0')]).toBe(2);
    expect(counts[cardId(groups, 'tipoStock', 'Demo')]).toBe(1);
    expect(counts[cardId(groups, 'tipoStock', 'Cortesía')]).toBe(1);
    expect(counts[cardId(groups, 'tipoStock', 'Ocasión')]).toBe(1);
    // 'Nuevo' counts tipo VN, whatever the web type says.
    expect(counts[cardId(groups, 'tipoStock', 'Nuevo')]).toBe(2);
    expect(counts[cardId(groups, 'tipoWeb', 'Nuevo')]).toBe(1);
  });

  it('matches the web type whatever its spelling (Km 0 = KM 0, Ocasion = Ocasión)', () => {
    const stock = [
      vehicle({ tipoVehiculoWeb: 'Km 0' }),
      vehicle({ tipoVehiculoWeb: 'Ocasión' }),
      vehicle({ tipoVehiculoWeb: 'Nuevo' }),
      vehicle({ tipoVehiculoWeb: '' }),
    ];
    const first = countCards(GOMOTOR_CONFIG.groups, stock);
    expect(first[cardId(GOMOTOR_CONFIG.groups, 'tipoWeb', 'Km 0')]).toBe(1);
    expect(first[cardId(GOMOTOR_CONFIG.groups, 'tipoWeb', 'Ocasión')]).toBe(1);
    const second = countCards(GRUPOLIVA_CONFIG.groups, stock);
    expect(second[cardId(GRUPOLIVA_CONFIG.groups, 'tipoWeb', 'KM 0')]).toBe(1);
    expect(second[cardId(GRUPOLIVA_CONFIG.groups, 'tipoWeb', 'Nuevo')]).toBe(1);
  });

  it('counts body types, fuels and the three checks', () => {
    const stock = [
      vehicle({ tipoCarroceriaWeb: '4x4/SUV', combustible: 'HIBRIDO' }),
      vehicle({ tipoCarroceriaWeb: 'Coupé', combustible: 'ELECTRICO', garantia: 11 }),
      vehicle({ tipoCarroceriaWeb: 'Revisar', combustible: 'DIESEL' }),
      vehicle({ precios: [{ valor: 100 }, { valor: 0 }, { valor: 0 }, { valor: 9000 }] }),
    ];
    const g = GOMOTOR_CONFIG.groups;
    const counts = countCards(g, stock);
    expect(counts[cardId(g, 'carroceria', '4x4/SUV')]).toBe(1);
    expect(counts[cardId(g, 'carroceria', 'Coupé')]).toBe(1);
    expect(counts[cardId(g, 'carroceria', 'Compacto')]).toBe(1);
    expect(counts[cardId(g, 'combustible', 'Híbrido')]).toBe(1);
    expect(counts[cardId(g, 'combustible', 'Eléctrico')]).toBe(1);
    expect(counts[cardId(g, 'combustible', 'Diesel')]).toBe(1);
    expect(counts[cardId(g, 'combustible', 'Gasolina')]).toBe(0);
    expect(counts[cardId(g, 'revisiones', 'Carrocería')]).toBe(1);
    expect(counts[cardId(g, 'revisiones', 'Precios')]).toBe(1);
    expect(counts[cardId(g, 'revisiones', 'Garantía')]).toBe(1);
  });

  it('counts the landing pages of the second site, as a list, without case or accents', () => {
    const stock = [
      vehicle({ landingPages: ['Peugeot', 'Joaquin Oliva'] }),
      vehicle({ landingPages: ['Citroën'] }),
      vehicle({ landingPages: ['MINI', 'Oliva Motor'] }),
      vehicle({ landingPages: [] }),
      vehicle(),
    ];
    const g = GRUPOLIVA_CONFIG.groups;
    const counts = countCards(g, stock);
    expect(counts[cardId(g, 'lpMarca', 'Peugeot')]).toBe(1);
    expect(counts[cardId(g, 'lpMarca', 'Citroen')]).toBe(1);
    expect(counts[cardId(g, 'lpMarca', 'MINI')]).toBe(1);
    expect(counts[cardId(g, 'lpMarca', 'BMW')]).toBe(0);
    expect(counts[cardId(g, 'lpConcesionario', 'Joaquin Oliva')]).toBe(1);
    expect(counts[cardId(g, 'lpConcesionario', 'Oliva Motor')]).toBe(1);
    expect(counts[cardId(g, 'lpConcesionario', 'Tarrauto')]).toBe(0);
  });

  it('builds one campaign card per campaign; an empty campaign object is none', () => {
    const friday = { _id: 'c1', name: 'Black Friday', active: true };
    const spring = { _id: 'c2', name: 'Primavera', active: false };
    const stock = [
      vehicle({ campana: friday }),
      vehicle({ campana: { ...friday } }),
      vehicle({ campana: spring }),
      vehicle({ campana: {} }),
      vehicle({ campana: null }),
    ];
    expect(campaignsInStock(stock)).toEqual([friday, spring]);
    const groups = cardGroups(GOMOTOR_CONFIG, campaignsInStock(stock));
    const campaign = groups.find((g) => g.id === 'campana');
    expect(campaign?.cards.map((c) => c.label)).toEqual([
      'Con campaña',
      'Black Friday',
      'Primavera',
    ]);
    const counts = countCards(groups, stock);
    expect(counts['campana.concampana']).toBe(3);
    expect(counts['campana.c1']).toBe(2);
    expect(counts['campana.c2']).toBe(1);
    // The second site has no campaign group: the campaigns change nothing there.
    expect(cardGroups(GRUPOLIVA_CONFIG, [friday])).toEqual(GRUPOLIVA_CONFIG.groups);
  });

  it('counts in one pass over the stock', () => {
    const stock = Array.from({ length: 50 }, () => vehicle());
    let reads = 0;
    const watched = new Proxy(stock, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const counts = countCards(GRUPOLIVA_CONFIG.groups, watched);
    expect(counts['resumen.total']).toBe(50);
    expect(reads).toBe(50);
  });

  it('filters by the active card, and gives the whole stock when none is active', () => {
    const home = vehicle({ vehiculosHome: true });
    const stock = [home, vehicle(), vehicle({ reservado: true })];
    const g = GOMOTOR_CONFIG.groups;
    expect(filterByCard(g, 'resumen.home', stock)).toEqual([home]);
    expect(filterByCard(GOMOTOR_CONFIG, 'resumen.home', stock)).toEqual([home]);
    expect(filterByCard(g, null, stock)).toEqual(stock);
    expect(filterByCard(g, 'resumen.reservados', stock)).toHaveLength(1);
    // A card that no longer exists (a removed campaign) filters nothing out.
    expect(filterByCard(g, 'campana.gone', stock)).toHaveLength(3);
  });
});

describe('dashboard state', () => {
  it('activates one card at a time and expands the table', () => {
    let state = dashboardReducer(INITIAL_DASHBOARD_STATE, { type: 'card', id: 'resumen.total' });
    expect(state).toEqual({ activeCard: 'resumen.total', expanded: true });
    state = dashboardReducer(state, { type: 'card', id: 'resumen.reservados' });
    expect(state.activeCard).toBe('resumen.reservados');
  });

  it('clears the active card when it is clicked again, keeping the table as it is', () => {
    const active = dashboardReducer(INITIAL_DASHBOARD_STATE, { type: 'card', id: 'resumen.total' });
    expect(dashboardReducer(active, { type: 'card', id: 'resumen.total' })).toEqual({
      activeCard: null,
      expanded: true,
    });
    expect(dashboardReducer(active, { type: 'clear' }).activeCard).toBeNull();
  });

  it('CONTRAER/EXPANDIR toggles the table', () => {
    expect(tableToggleLabel(INITIAL_DASHBOARD_STATE)).toBe('EXPANDIR');
    const open = dashboardReducer(INITIAL_DASHBOARD_STATE, { type: 'toggleTable' });
    expect(open.expanded).toBe(true);
    expect(tableToggleLabel(open)).toBe('CONTRAER');
    expect(dashboardReducer(open, { type: 'toggleTable' }).expanded).toBe(false);
  });

  it('lists the active card and the column filters as chips (first site)', () => {
    expect(GOMOTOR_CONFIG.filterChips).toBe(true);
    expect(GRUPOLIVA_CONFIG.filterChips).toBe(false);
    const g = GOMOTOR_CONFIG.groups;
    const berlina = cardId(g, 'carroceria', 'Berlina');
    const state = dashboardReducer(INITIAL_DASHBOARD_STATE, { type: 'card', id: berlina });
    expect(filterChips(g, state, { marca: ' peu ', modelo: '' })).toEqual([
      { key: 'card', label: 'Carrocería: Berlina' },
      { key: 'marca', label: 'MARCA: peu' },
    ]);
    const reserved = dashboardReducer(INITIAL_DASHBOARD_STATE, {
      type: 'card',
      id: 'resumen.reservados',
    });
    expect(filterChips(g, reserved)).toEqual([{ key: 'card', label: 'Reservados' }]);
    expect(filterChips(g, INITIAL_DASHBOARD_STATE)).toEqual([]);
  });
});
