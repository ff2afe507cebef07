// Coches.net accounts and the two modes of the publisher (account 0 is the own database, accounts 1
// and 5–7 the marketplace), the load messages and the texts of the account update dialog. The names
// of the accounts come from the API (GET /api/publishing/api/v1/coches-net/accounts); only account
// 0 is the console's own.
import { formatCount } from '../format.js';
import { MANUAL_CAR_ACCOUNT } from './manualCar.js';

/** One marketplace account. */
export interface MarketplaceAccount {
  _id: string;
  key: string;
  value: number;
  webDescription: string;
  marketingImage: string;
}

/** The own database (non-marketplace mode). */
export const OWN_DATABASE_ACCOUNT = 0;
export const OWN_DATABASE_LABEL = 'Base de datos propia';
/** 1 'Tests DEMO'; 5, 6, 7 the group's branches (general, Tarragona, Girona). */
export const MARKETPLACE_ACCOUNT_VALUES = [1, 5, 6, 7] as const;

export type AccountMode = 'own-database' | 'marketplace';

export const accountMode = (value: number): AccountMode =>
  value === OWN_DATABASE_ACCOUNT ? 'own-database' : 'marketplace';

export const isMarketplaceAccount = (value: unknown): value is number =>
  (MARKETPLACE_ACCOUNT_VALUES as readonly unknown[]).includes(value);

export interface AccountChoice {
  value: number;
  label: string;
}

/** The selector: the own database first, then the API's accounts by value ('1 · Tests DEMO'). */
export const accountChoices = (
  accounts: readonly Pick<MarketplaceAccount, 'key' | 'value'>[],
): AccountChoice[] => [
  { value: OWN_DATABASE_ACCOUNT, label: OWN_DATABASE_LABEL },
  ...[...accounts]
    .filter((a) => isMarketplaceAccount(a.value))
    .sort((a, b) => a.value - b.value)
    .map((a) => ({ value: a.value, label: `${a.value} · ${a.key}` })),
];

/** The texts of loading an account's vehicles, per mode. */
export const LOAD_MESSAGES: Record<AccountMode, { success: string; failure: string }> = {
  marketplace: {
    success: 'Vehículos cargados correctamente',
    failure: 'Ha ocurrido un error al obtener los vehículos',
  },
  'own-database': {
    success: 'Se han cargado los vehículos de la base de datos correctamente',
    // Kept word for word (its 'base d datos' included): the agreed texts are the contract.
    failure: 'Ha ocurrido un error al intentar obtener los vehículos en la base d datos.',
  },
};

/** The publisher's table texts. */
export const PUBLISHER_TEXTS = {
  empty: '¡Ups! No hay datos que mostrar',
  noPhotos: 'Este vehículo no tiene fotos',
  deleteFailure: 'Ha ocurrido un error en la eliminación del vehículo.',
  updateFailure: 'Ha ocurrido un error al actualizar el vehículo',
  updateSuccess: 'Vehículo actualizado con éxito',
  actions: 'Ver Acciones',
  settings: 'Ajustes',
} as const;

/** Marketplace tables show 10 rows a page. */
export const PUBLISHER_PAGE_SIZE = 10;

/** The two-step account update dialog and its texts. */
export const UPDATE_ACCOUNT_TEXTS = {
  intro: 'Este proceso eliminara vehículos reservados o no disponibles',
  none: 'No hay vehículos que eliminar',
} as const;

/**
 * The dialog's second step for the listings the first call returned: 'Se eliminaran 3 vehículos:'
 * (then the list; 'Se eliminara 1 vehículo:' for one), or 'No hay vehículos que eliminar'.
 */
export function updateAccountHeading(count: number): string {
  if (count <= 0) return UPDATE_ACCOUNT_TEXTS.none;
  return `${count === 1 ? 'Se eliminara' : 'Se eliminaran'} ${formatCount(count, 'vehículo')}:`;
}

/** One line of the list: 'SEAT Ibiza · 1234 KLM · IDV 1001'. */
export const updateAccountLine = (listing: {
  title?: string;
  plate?: string;
  internalReference?: string;
}): string =>
  [
    listing.title,
    listing.plate,
    listing.internalReference ? `IDV ${listing.internalReference}` : '',
  ]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' · ');

/** The manual creation button shows only on account 5. */
export const canCreateManually = (value: number): boolean => value === MANUAL_CAR_ACCOUNT;
