// A module of its own: main.tsx asks for the dashboard's rows with these fields while the
// console loads (dataProvider/ownSites/rowsPath.ts), without the sites' configurations.
/**
 * The fields the own-site dashboards read: their cards (every site's, campaigns and checks
 * included), their columns, and the row actions (_id). The whole vehicle is ~6× larger (equipment,
 * photos, dimensions…): at 10,000 vehicles reading only these is what lets the page show in time.
 * tests/unit/saleStockProvider.test.ts checks that the cards and columns of both configurations
 * read nothing else.
 */
export const OWN_SITE_DASHBOARD_FIELDS = [
  '_id',
  'idv',
  'matricula',
  'tipo',
  'tipoVO',
  'marca',
  'modelo',
  'combustible',
  'cambio',
  'km',
  'potenciaCv',
  'cilindrada',
  'precios',
  'garantia',
  'vehiculosHome',
  'reservado',
  'campana',
  'carroceria',
  'tipoCarroceriaWeb',
  'tipoVehiculoWeb',
  'landingPages',
] as const;
