// What the form sends to POST /Vehicles and what the catalogue calls answer (docs/API.md "#
// Vehicle-data provider").

/** An item of /Models, /BodyTypes or /Doors (for doors, id is the count). */
export interface CatalogueItem {
  id: number;
  name: string;
}

/** An item of /Versions: the console shows those of the chosen transmission. */
export interface ProviderVersion extends CatalogueItem {
  /** TRANSMISSIONS id: 1 Automático, 2 Manual. */
  transmission: number;
  /** Horsepower (CV). */
  powerCv: number;
}

export interface ProviderColour {
  /** COLOUR_GROUPS id (1–13). */
  colorId: number;
  metalized: boolean;
  /** The maker's name of the paint, e.g. 'Mineral White'. */
  additionalColor?: string;
}

/** The body of POST /Vehicles. Prices in euros; `price` is already the provider price. */
export interface ProviderVehicle {
  brand: number;
  year: number;
  fuelType: number;
  model: number;
  /** The VAT rate taken off the prices the user typed (0.21). */
  taxes: number;
  /** Cash price without VAT plus the surcharge (src/domain/providerForm/price.ts). */
  price: number;
  /** Financed price, the same rule; optional. */
  financedPrice?: number;
  monthlyFee?: number;
  /** Months; 0 = none. */
  warranty: number;
  bodyType: number;
  doors: number;
  transmission: number;
  version: number;
  chassisNumber?: string;
  location: number;
  environmentalLabel: string;
  color: ProviderColour;
  features: string[];
  stock: boolean;
  metallic: boolean;
  /** Paths of the images uploaded with POST /provider-api/images (at most 5). */
  images: string[];
}

/** A vehicle created through the proxy, as GET /Vehicles lists it. */
export interface CreatedProviderVehicle {
  _id: string;
  /** The provider's id of the vehicle. */
  providerId: string;
  createdAt: string;
  /** Who created it (e-mail). */
  createdBy: string;
  vehicle: ProviderVehicle;
}
