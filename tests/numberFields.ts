// The number fields of the back-office, one table: every screen and API route that takes a
// figure (or a telephone), the field's path in the body, the Spanish label the API's 400 names
// it by, the console's input label where a form is walked, and its kind. The API test
// (tests/api/numberFields.test.ts) sends each refused value and a valid one to each route;
// the integration test (tests/integration/numberFields.test.tsx) types the refused values into
// the forms. A new screen or field added here inherits both checks.
import type { FigureKind } from '../src/domain/figures';

/** The routes that take figures (each driven by the API test). */
export type NumberRoute =
  | 'PUT /api/gomotor/:id'
  | 'PUT /api/grupoliva/:id'
  | 'POST /api/gomotor/new-car'
  | 'POST /api/grupoliva/new-car'
  | 'POST /api/cnet/vehicles'
  | 'PUT /gomotor-api/algolia/vehicles/:id'
  | 'PATCH /api/aramis-francia/:id'
  | 'PUT /api/aramis-francia/:id'
  | 'POST /api/renting/vehicles'
  | 'PUT /api/renting/vehicles/:id'
  | 'PUT /api/motos/:id'
  | 'POST /api/cnet/api/vehicles'
  | 'PUT /api/cnet/api/vehicles/:id'
  | 'PUT /api/users/:id';

/**
 * A figure kind (src/domain/figures.ts); 'keptCents' a price the renting data keeps as text
 * ('199,50'); 'reserve' the reserve amount (whole euros from 300); 'phone' a telephone.
 */
export type FieldKind = FigureKind | 'keptCents' | 'reserve' | 'phone';

export interface NumberField {
  /** The screen where staff type it. */
  screen: string;
  routes: readonly NumberRoute[];
  /** The path in the route's body ('precios.0.valor'). */
  path: string;
  /** How the API's 400 names it: "El campo '<label>' …". */
  label: string;
  kind: FieldKind;
  /**
   * The input's label on the screen, where the integration test walks the form (a price
   * entry's label goes on with its type: 'Contado (VENTA)').
   */
  input?: string;
}

/** What each kind refuses (negative, not a number, and decimals it does not take) and takes. */
export const FIELD_CASES: Record<FieldKind, { refused: unknown[]; taken: unknown }> = {
  wholeEuros: { refused: [-1, 'abc', 1.5], taken: 12345 },
  euroCents: { refused: [-1, 'abc', 1.234], taken: 199.5 },
  km: { refused: [-1, 'abc', 1.5], taken: 42000 },
  count: { refused: [-1, 'abc', 1.5], taken: 3 },
  measure: { refused: [-1, 'abc', 1.234], taken: 4.5 },
  keptCents: { refused: ['-299', '-299,00', 'abc', '1,555', -1], taken: '199,50' },
  reserve: { refused: [-1, 'abc', 1.5, 299], taken: 500 },
  phone: { refused: ['abc', '977 21 45 00 ext. 3', '12345', 977214500], taken: '977 21 45 00' },
};

const OWN_EDIT = ['PUT /api/gomotor/:id', 'PUT /api/grupoliva/:id'] as const;
const OWN_CREATE = ['POST /api/gomotor/new-car', 'POST /api/grupoliva/new-car'] as const;
const OWN_ALL = [...OWN_EDIT, ...OWN_CREATE] as const;
const ARAMIS = ['PATCH /api/aramis-francia/:id', 'PUT /api/aramis-francia/:id'] as const;
const RENTING = ['POST /api/renting/vehicles', 'PUT /api/renting/vehicles/:id'] as const;
const LISTING = ['POST /api/cnet/api/vehicles', 'PUT /api/cnet/api/vehicles/:id'] as const;
const MOTOS = ['PUT /api/motos/:id'] as const;

const OWN = 'Stock GOmotor / Grupo Oliva: editar y crear vehículo';

export const NUMBER_FIELDS: readonly NumberField[] = [
  // Own sites: the vehicle form (edit and manual create), GOmotor and Grupo Oliva.
  ...[
    { path: 'precios.0.valor', label: 'Contado', input: 'Contado' },
    { path: 'precios.3.valor', label: 'Financiado', input: 'Financiado' },
  ].map((f) => ({ ...f, screen: OWN, routes: [...OWN_ALL], kind: 'wholeEuros' as const })),
  {
    screen: OWN,
    routes: [...OWN_EDIT, 'POST /api/cnet/vehicles'],
    path: 'precios.1.valor',
    label: 'Precios nº 2 › Valor',
    kind: 'wholeEuros',
  },
  {
    screen: OWN,
    routes: [...OWN_ALL, 'POST /api/cnet/vehicles'],
    path: 'km',
    label: 'Kilómetros',
    kind: 'km',
    input: 'Kilómetros',
  },
  ...[
    { path: 'impFinanciacion', label: 'Importe financiación', input: 'Importe financiación' },
    {
      path: 'presReacondicionamiento',
      label: 'Presupuesto reacondicionamiento',
      input: 'Presupuesto reacondicionamiento',
    },
    { path: 'precioVenta', label: 'Precio de venta' },
    { path: 'pvpPublicacion', label: 'PVP publicación' },
    { path: 'pvoNuevo', label: 'PVO nuevo' },
    { path: 'equipamiento.0.precio', label: 'Equipamiento nº 1 › Precio' },
    {
      path: 'discount.price',
      label: 'Precio campaña › Precio campaña contado',
      input: 'Precio campaña contado',
    },
    {
      path: 'discount.financedPrice',
      label: 'Precio campaña › Precio campaña financiado',
      input: 'Precio campaña financiado',
    },
  ].map((f) => ({ ...f, screen: OWN, routes: [...OWN_EDIT], kind: 'wholeEuros' as const })),
  ...[
    { path: 'garantia', label: 'Garantía (meses)', input: 'Garantía (meses)' },
    { path: 'puertas', label: 'Puertas', input: 'Puertas' },
    { path: 'plazas', label: 'Plazas', input: 'Plazas' },
    { path: 'marchas', label: 'Marchas', input: 'Marchas' },
    { path: 'cilindros', label: 'Cilindros', input: 'Cilindros' },
    {
      path: 'numPropietariosAnteriores',
      label: 'Propietarios anteriores',
      input: 'Propietarios anteriores',
    },
  ].map((f) => ({ ...f, screen: OWN, routes: [...OWN_EDIT], kind: 'count' as const })),
  ...[
    { path: 'potenciaCv', label: 'Potencia (CV)', input: 'Potencia (CV)' },
    { path: 'potenciaKw', label: 'Potencia (kW)', input: 'Potencia (kW)' },
    { path: 'cilindrada', label: 'Cilindrada', input: 'Cilindrada' },
    { path: 'aceleracion', label: 'Aceleración 0-100', input: 'Aceleración 0-100' },
    { path: 'velocidadMaxima', label: 'Velocidad máxima', input: 'Velocidad máxima' },
    { path: 'peso', label: 'Peso', input: 'Peso' },
    { path: 'dimensiones.0.largo', label: 'Dimensiones nº 1 › Largo' },
    { path: 'consumos.0.valor', label: 'Consumo nº 1 › Valor' },
  ].map((f) => ({ ...f, screen: OWN, routes: [...OWN_EDIT], kind: 'measure' as const })),
  {
    screen: OWN,
    routes: [...OWN_EDIT],
    path: 'precioReserva',
    label: 'Importe reserva',
    kind: 'reserve',
    input: 'Importe reserva',
  },
  {
    screen: OWN,
    routes: [...OWN_EDIT],
    path: 'vehiculoContacto.0.telefonoVendedor',
    label: 'Contacto del vendedor nº 1 › Teléfono del vendedor',
    kind: 'phone',
    input: 'Teléfono del vendedor',
  },

  // GOmotor web stock (/gomotor): a vehicle's campaign price and reserve, one by one or in bulk.
  ...[
    { path: 'discount.price', label: 'Precio campaña › Precio campaña contado' },
    { path: 'discount.financedPrice', label: 'Precio campaña › Precio campaña financiado' },
  ].map((f) => ({
    ...f,
    screen: 'Stock web GOmotor: precio campaña',
    routes: ['PUT /gomotor-api/algolia/vehicles/:id' as const],
    kind: 'wholeEuros' as const,
  })),
  {
    screen: 'Stock web GOmotor: importe reserva',
    routes: ['PUT /gomotor-api/algolia/vehicles/:id'],
    path: 'precioReserva',
    label: 'Importe reserva',
    kind: 'reserve',
  },

  // Aramis Francia: the inline cells (prices, km) and the row's dialog.
  ...[
    {
      path: 'precio_aramis',
      label: 'Precio Aramis',
      kind: 'wholeEuros' as const,
      input: 'Precio Aramis',
    },
    {
      path: 'exp_price',
      label: 'Precio exportación',
      kind: 'wholeEuros' as const,
      input: 'Precio exportación',
    },
    {
      path: 'catalog_price_included_taxes_with_options',
      label: 'Precio catálogo (IVA y opciones)',
      kind: 'wholeEuros' as const,
    },
    { path: 'mileage', label: 'Kilómetros', kind: 'km' as const, input: 'Kilómetros' },
    { path: 'doors', label: 'Puertas', kind: 'count' as const },
    { path: 'din_power', label: 'Potencia (CV DIN)', kind: 'measure' as const },
  ].map((f) => ({ ...f, screen: 'Panel de Aramis Francia', routes: [...ARAMIS] })),

  // Renting: minimum prices and price grids (kept as '1.234,50'), and the vehicle's figures.
  ...[
    {
      path: 'precioMinParticular.valorMin',
      label: 'Precio mínimo Particulares › Precio',
      input: 'Precio mínimo Particulares (€/mes)',
    },
    {
      path: 'precioMinEmpresas.valorMin',
      label: 'Precio mínimo Empresa › Precio',
      input: 'Precio mínimo Empresa (€/mes)',
    },
    {
      path: 'preciosParticular.0.valor',
      label: 'Precios Particulares nº 1 › Valor',
      input: 'Particulares 36 meses 5.000 km',
    },
    {
      path: 'preciosAutonomos.17.valor',
      label: 'Precios Autónomos nº 18 › Valor',
      input: 'Autónomos 60 meses 30.000 km',
    },
  ].map((f) => ({
    ...f,
    screen: 'Stock de renting: crear y editar vehículo',
    routes: [...RENTING],
    kind: 'keptCents' as const,
  })),
  ...[
    {
      path: 'potenciaCv',
      label: 'Potencia (CV)',
      kind: 'measure' as const,
      input: 'Potencia (CV)',
    },
    { path: 'puertas', label: 'Puertas', kind: 'count' as const, input: 'Puertas' },
    { path: 'plazas', label: 'Plazas', kind: 'count' as const, input: 'Plazas' },
    {
      path: 'franquicia',
      label: 'Franquicia',
      kind: 'euroCents' as const,
      input: 'Franquicia (€)',
    },
    { path: 'stock', label: 'Unidades', kind: 'count' as const, input: 'Unidades' },
  ].map((f) => ({
    ...f,
    screen: 'Stock de renting: crear y editar vehículo',
    routes: [...RENTING],
  })),

  // Motos: the sheet and the table's inline cells (amounts with cents).
  ...[
    { path: 'precioVenta', label: 'Precio de venta', kind: 'euroCents' as const },
    { path: 'pvpPublicacion', label: 'PVP publicación', kind: 'euroCents' as const },
    { path: 'pvoNuevo', label: 'PVO nuevo', kind: 'euroCents' as const },
    { path: 'impFinanciacion', label: 'Importe financiación', kind: 'euroCents' as const },
    { path: 'km', label: 'Kilómetros', kind: 'km' as const },
    { path: 'garantia', label: 'Garantía (meses)', kind: 'count' as const },
    { path: 'potenciaCv', label: 'Potencia (CV)', kind: 'measure' as const },
    { path: 'cilindrada', label: 'Cilindrada', kind: 'measure' as const },
  ].map((f) => ({ ...f, screen: 'Motos: ficha y tabla', routes: [...MOTOS] })),

  // Coches.net: a listing (the manual car of account 5, a listing's edit).
  ...[
    { path: 'price.priceValue', label: 'Precio › Precio al contado', kind: 'wholeEuros' as const },
    {
      path: 'price.financingPrice',
      label: 'Precio › Precio financiado',
      kind: 'wholeEuros' as const,
    },
    { path: 'price.monthlyQuota', label: 'Precio › Cuota mensual', kind: 'wholeEuros' as const },
    { path: 'price.bestPrice', label: 'Precio › Mejor precio', kind: 'wholeEuros' as const },
    { path: 'kilometers', label: 'Kilómetros', kind: 'km' as const },
  ].map((f) => ({ ...f, screen: 'Coches.net: vehículo manual y edición', routes: [...LISTING] })),

  // A user's profile.
  {
    screen: 'Mi cuenta: editar perfil',
    routes: ['PUT /api/users/:id'],
    path: 'telephone',
    label: 'Teléfono',
    kind: 'phone',
    input: 'Teléfono',
  },
];

/** The value at a dotted path ('precios.0.valor'). */
export const getPath = (record: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node === null || typeof node !== 'object'
          ? undefined
          : (node as Record<string, unknown>)[key],
      record,
    );

/** A deep copy of `record` with `value` at the dotted path (lists and objects made as needed). */
export function setPath<T>(record: T, path: string, value: unknown): T {
  const copy = structuredClone(record ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, i) => {
    if (node[key] === null || typeof node[key] !== 'object') {
      node[key] = /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
    }
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
  return copy as T;
}
