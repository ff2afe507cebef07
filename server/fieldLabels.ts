// The Spanish labels of body fields, as the console's forms and vehicle sheet name them
// (src/i18n/es.ts resources, src/domain/vehicleFields.ts): validation messages name the field
// the user sees ('El campo 'Teléfono' …'), and carry the property name apart.
import { ARAMIS_FIELD_LABELS } from '../src/domain/aramisFields.js';
import { PRICE_KINDS } from '../src/domain/ownSites/prices.js';
import { VEHICLE_FIELD_LABELS } from '../src/domain/vehicleFields.js';

/** Fields of the nested vehicle lists. */
const VEHICLE_LISTS: Record<string, string> = {
  valor: 'Valor',
  descripcion: 'Descripción',
  codigo: 'Código',
  id: 'Identificador',
  nombre: 'Nombre',
  url: 'Dirección',
  propiedades: 'Propiedades',
  tipoConsumo: 'Tipo de consumo',
  largo: 'Largo',
  ancho: 'Ancho',
  alto: 'Alto',
  volumenMaletero: 'Volumen del maletero',
  capacidadDeposito: 'Capacidad del depósito',
  neumaticoDelantero: 'Neumático delantero',
  neumaticoTrasero: 'Neumático trasero',
  medidasNeumaticos: 'Medidas de neumáticos',
  nombreVendedor: 'Nombre del vendedor',
  telefonoVendedor: 'Teléfono del vendedor',
};

/** Users, sign-in, notifications, Wallapop accounts, bulk bodies (src/i18n/es.ts). */
const OTHERS: Record<string, string> = {
  name: 'Nombre',
  lastname: 'Apellidos',
  email: 'Correo electrónico',
  telephone: 'Teléfono',
  password: 'Contraseña',
  currentPassword: 'Contraseña actual',
  text: 'Texto',
  severity: 'Gravedad',
  reading: 'Leída',
  action: 'Acción',
  site: 'Sitio',
  accountId: 'ID de cuenta',
  ftp_user: 'Usuario FTP',
  ftp_password: 'Contraseña FTP',
  description: 'Descripción',
  createdAt: 'Fecha de creación',
  ids: 'Identificadores',
  data: 'Vehículos',
};

/** The own sites' and the GOmotor web host's fields (the edit page's labels). */
const WEB_FIELDS: Record<string, string> = {
  tipoVehiculoWeb: 'Tipo de vehículo web',
  categoriaVehiculoWeb: 'Categoría web',
  tipoCarroceriaWeb: 'Carrocería web',
  vehiculosHome: 'Home',
  destacado: 'Destacado',
  publicacionManual: 'Edición manual',
  campana: 'Campaña',
  landingPages: 'Landing pages',
  precioReserva: 'Importe reserva',
  tipoAnuncio: 'Tipo de anuncio',
  discount: 'Precio campaña',
  active: 'Estado',
  price: 'Precio campaña contado',
  financedPrice: 'Precio campaña financiado',
  marketing: 'Marketing',
  counter: 'Contador',
  disclaimerMessage: 'Disclaimer',
  featuredHome: 'Destacado en la home',
  reserved: 'Reservado',
  warranty: 'Garantía (meses)',
  fuel: 'Combustible',
  bodyType: 'Carrocería',
  offerType: 'Tipo de oferta',
  dataSelection: 'Vehículos seleccionados',
  filter: 'Filtro',
  update: 'Cambio',
};

const LABELS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ...ARAMIS_FIELD_LABELS,
    ...WEB_FIELDS,
    ...VEHICLE_LISTS,
    ...OTHERS,
    ...VEHICLE_FIELD_LABELS,
  }),
);

/** The Spanish label of a body field, or its own name when it has none. */
export const fieldLabel = (name: string): string => LABELS.get(name) ?? name;

/** The price list's entries the forms name: the first is Contado, the fourth Financiado. */
const PRICE_ENTRY_LABELS: ReadonlyMap<string, string> = new Map(
  PRICE_KINDS.map((kind) => [String(kind.index), kind.label]),
);

/**
 * The label of a whole path where the form names it as one field (['precios', '0', 'valor']
 * is 'Contado'); undefined where the path reads field by field.
 */
export function pathLabel(segments: readonly string[]): string | undefined {
  const [list, index, field, ...rest] = segments;
  if (rest.length > 0 || index === undefined || !/^\d+$/.test(index)) return undefined;
  if (list === 'precios' && field === 'valor') return PRICE_ENTRY_LABELS.get(index);
  // An equipment row's price ('precio' is a plain word elsewhere, not a field).
  if (list === 'equipamiento' && field === 'precio')
    return `${fieldLabel(list)} nº ${Number(index) + 1} › Precio`;
  return undefined;
}
