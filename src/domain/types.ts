// The product's entities. Field names stay as in the data. Shared by the console and the reference
// API: keep this file free of imports.

export interface Session {
  accessToken: string;
  id: string;
  user: { email: string; isAdmin?: boolean };
}

export type Severity = 'success' | 'info' | 'error' | 'warning';

export interface Notification {
  _id: string;
  text: string;
  severity: Severity;
  reading: boolean;
  action?: string;
  site?: string;
  createdAt: string;
  metaData?: { id?: string; field?: string; value?: unknown; itemsUpdated?: number };
}

export interface User {
  _id: string;
  name: string;
  lastname: string;
  email: string;
  telephone: string;
}

export interface WallapopAccount {
  _id: string;
  accountId: string;
  name: string;
  ftp_user: string;
  ftp_password: string;
  description: string;
  createdAt: string;
}

export interface Price {
  tipo?: string;
  valor: number;
}

export interface Equipment {
  id?: string;
  codigo?: string;
  tipo: 'Serie' | 'Extras' | 'Opcional' | '';
  descripcion: string;
}

export interface ResourceProperty {
  nombre: 'EsFotoPrincipal' | 'OrdenFoto';
  valor: boolean | number | string;
}

export interface VehicleResource {
  _id: string;
  nombre: string;
  url: string;
  tipo: 'IMAGEN';
  propiedades: ResourceProperty[];
}

export interface StockVehicle {
  _id?: string;
  idv: string;
  marca: string;
  modelo: string;
  codigoModelo?: string;
  version?: string;
  tipo: 'VN' | 'VO';
  tipoVO?: string;
  tipoVehiculo?: string;
  pais?: string;
  mercado?: string;
  idConcesion?: string;
  bastidor?: string;
  carroceria?: string;
  color?: string;
  codigoColor?: string;
  colorInterior?: string;
  potenciaCv?: number | null;
  potenciaKw?: number | null;
  km?: number;
  matricula?: string;
  combustible?: 'GASOLINA' | 'DIESEL' | 'ELECTRICO' | 'HIBRIDO' | '';
  cambio?: string;
  transmision?: string;
  aceleracion?: number | null;
  velocidadMaxima?: number | null;
  peso?: number | null;
  normativa?: string;
  garantia?: number | null;
  categoria?: string;
  ubicacion?: string;
  nombreConcesionario?: string;
  impFinanciacion?: number | null;
  liquidacion?: boolean;
  actualizado?: string;
  /** When the vehicle entered the stock (ISO date), when the stock system says. */
  fechaEntrada?: string | null;
  traccion?: string;
  presReacondicionamiento?: number | null;
  metalizado?: boolean;
  ivaDeducible?: boolean;
  carfax?: boolean;
  puertas?: number | null;
  plazas?: number | null;
  marchas?: number | null;
  cilindros?: number | null;
  reservado: boolean;
  fechaMatriculacion?: string | null;
  anyoModelo?: number | null;
  mesModelo?: number | null;
  numPropietariosAnteriores?: number | null;
  importacion?: boolean;
  consumos?: { tipoConsumo: string; valor: number }[];
  emisiones?: { normativa: string; valor: number }[];
  dimensiones?: {
    largo?: number;
    ancho?: number;
    alto?: number;
    volumenMaletero?: number;
    capacidadDeposito?: number;
    neumaticoDelantero?: string;
    neumaticoTrasero?: string;
    medidasNeumaticos?: string;
  }[];
  vehiculoContacto?: { nombreVendedor: string; telefonoVendedor: string }[];
  observaciones?: string;
  publicar?: boolean;
  precioVenta?: number | null;
  pvpPublicacion?: number | null;
  pvoNuevo?: number | null;
  cilindrada?: number | null;
  precios: Price[];
  equipamiento: Equipment[];
  recursos: VehicleResource[];
}

/** Answer of GET /quiter/{portalId} and GET /download-json-quiter/{fileName}. */
export type QuiterFeed =
  | { vehiculos: StockVehicle[]; tipoError?: undefined; mensajeError?: undefined }
  | { tipoError: string; mensajeError: string; vehiculos?: undefined };
