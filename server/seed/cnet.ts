// Coches.net demo data: the four accounts' listings drifted from the
// stock — some sold or reserved since they were published, some with an older price, a few
// bad prices (≤ 100 €), short warranties, colours written in other languages or by the maker
// ('Azul Lapislázuli', 'Rouge', 'Grigio Chiaro', 'Blanc Nacré') and one that names no colour —
// and a history of bulk runs. Deterministic (server/seed/random.ts).
import { colourGroupOf } from '../../src/domain/cochesNet/colours.js';
import {
  LISTING_PROBLEMS,
  listingFromVehicle,
  type MarketplaceListing,
} from '../../src/domain/cochesNet/listing.js';
import type { StockVehicle } from '../../src/domain/types.js';
import type { ChannelSeedOptions } from './listings.js';
import { ACCOUNT_NAMES, CNET_ACCOUNTS, type CnetAccount } from '../cnet/accounts.js';
import { CNET_ACTIONS, type ActionRecord, type ActionType } from '../cnet/actions.js';
import { CNET_LISTINGS, slotOf, type StoredListing } from '../cnet/referenceMarketplace.js';
import { newId, type Database } from '../db/index.js';
import { getGroupStock } from '../stock/groupStock.js';
import { createRandom, hashSeed, type Random } from './random.js';

const DAY = 86_400_000;
/** Below the group stock's first idv (100001): sold, no longer in the stock. */
const SOLD_IDV_BASE = 98_000;

/** Share of the available stock each account shows, and which vehicles it takes. */
const ACCOUNT_STOCK: Record<number, { share: number; takes: (v: StockVehicle) => boolean }> = {
  1: { share: 0.03, takes: () => true },
  5: { share: 0.6, takes: () => true },
  6: { share: 0.3, takes: (v) => /tarragona|reus|valls|cambrils/i.test(v.ubicacion ?? '') },
  7: { share: 0.2, takes: () => true },
};

const DRIFTED_COLOURS = ['Azul Lapislázuli', 'Rouge', 'Grigio Chiaro', 'Blanc Nacré'];
/** Names no colour group: the Color review must catch it. */
const NONSENSE_COLOUR = 'Efecto Aurora K7';

const ACCOUNT_SETTINGS: Record<number, Pick<CnetAccount, 'webDescription' | 'marketingImage'>> = {
  1: { webDescription: 'Cuenta de pruebas: no publicar vehículos reales.', marketingImage: '' },
  5: {
    webDescription:
      'Grupo Oliva: concesionarios oficiales en Tarragona y Girona. Financiación a medida, garantía mínima de 12 meses y entrega en toda Cataluña.',
    marketingImage: '',
  },
  6: {
    webDescription:
      'Oliva Motor Tarragona. Av. Vidal i Barraquer, 30. Tasamos su vehículo al momento.',
    marketingImage: '',
  },
  7: {
    webDescription: 'Oliva Motor Girona. Cita previa para pruebas de conducción.',
    marketingImage: '',
  },
};

function drift(listing: MarketplaceListing, random: Random, index: number): MarketplaceListing {
  const price = { ...listing.price };
  const color = { ...listing.color };
  let { warranty } = listing;
  // Price-changed since published: the stock price moved, the listing did not.
  if (random.chance(0.15) && price.priceValue) {
    price.priceValue += random.pick([-1500, -1000, -500, 500, 900]);
    price.bestPrice = Math.min(price.priceValue, price.financingPrice ?? price.priceValue);
  }
  // A handful of prices typed wrong (the price review flags cash or financed ≤ 100 €).
  if (index % 41 === 7) price.priceValue = random.pick([1, 90, 100]);
  if (index % 53 === 11) price.financingPrice = random.pick([0, 50]);
  // Short warranties (the warranty review flags under 12 months).
  if (index % 31 === 5) warranty = random.pick([0, 3, 6]);
  if (index % 13 === 4)
    color.additionalColor = DRIFTED_COLOURS[(index >> 2) % DRIFTED_COLOURS.length]!;
  if (index === 9) color.additionalColor = NONSENSE_COLOUR;
  color.colorId = colourGroupOf(color.additionalColor)?.id ?? null;
  return { ...listing, price, color, warranty };
}

function accountListings(
  account: number,
  stock: readonly StockVehicle[],
  now: Date,
): Omit<StoredListing, '_id'>[] {
  const random = createRandom(hashSeed(`cnet-account-${account}`));
  const { share, takes } = ACCOUNT_STOCK[account]!;
  const published = stock.filter((v) => !v.reservado && takes(v) && random.chance(share));
  // Published, then reserved or sold: what update-account removes.
  const reserved = stock.filter((v) => v.reservado && takes(v));
  const stale = [
    ...Array.from({ length: Math.min(3, reserved.length) }, () => random.pick(reserved)),
    ...Array.from({ length: 3 }, () => ({
      ...random.pick(stock),
      idv: String(SOLD_IDV_BASE + account * 100 + random.int(0, 99)),
    })),
  ];
  const seen = new Set<string>();
  return [...published, ...stale]
    .filter((v) => !seen.has(v.idv) && Boolean(seen.add(v.idv)))
    .map((vehicle, index) => {
      const created = new Date(now.getTime() - random.int(1, 120) * DAY - random.int(0, DAY - 1));
      const {
        creation: _c,
        id: _id,
        ...listing
      } = drift(
        listingFromVehicle({ ...vehicle, _id: newId(), publishedAt: created.toISOString() }, now),
        random,
        index,
      );
      return {
        account,
        slot: slotOf(account, listing.internalReference),
        createdAt: created.toISOString(),
        listing,
      };
    });
}

const RESULT_MESSAGES: readonly [
  status: number,
  message: (idv: string, account: number) => string,
][] = [
  [200, (idv) => `Vehículo creado correctamente: ${idv}`],
  [422, () => `${LISTING_PROBLEMS.noPhotos}.`],
  [
    429,
    (_idv, account) => `Demasiadas peticiones a Coches.net para la cuenta ${account}; espere 4 s`,
  ],
  [400, () => "El campo 'Precio › Precio al contado' debe ser un número"],
];

/** Past runs: mostly successful, a few refusals, over the last weeks. */
function demoActions(
  accounts: readonly Pick<CnetAccount, 'value' | 'key'>[],
  listings: readonly Omit<StoredListing, '_id'>[],
  now: Date,
): Omit<ActionRecord, '_id'>[] {
  const random = createRandom(hashSeed('cnet-actions'));
  const types: ActionType[] = ['create', 'create', 'update', 'delete', 'create', 'update-account'];
  const runs: Omit<ActionRecord, '_id'>[] = [];
  for (const account of accounts) {
    const own = listings.filter((l) => l.account === account.value);
    types.forEach((type, i) => {
      const createdAt = new Date(now.getTime() - (40 - i * 6) * DAY - random.int(0, DAY / 2));
      const size = Math.min(own.length, random.int(3, 12));
      const responses = Array.from({ length: size }, (_, j) => {
        const idv = own[(i * 7 + j) % own.length]!.listing.internalReference;
        const [status, message] =
          type === 'update-account' || random.chance(0.8)
            ? RESULT_MESSAGES[0]!
            : random.pick(RESULT_MESSAGES.slice(1));
        const text =
          status === 200 && type !== 'create'
            ? `Vehículo ${type === 'update' ? 'actualizado' : 'eliminado'} correctamente: ${idv}`
            : message(idv, account.value);
        return { _id: newId(), createdAt: createdAt.toISOString(), status, idv, message: text };
      });
      runs.push({
        type,
        account: { value: account.value, key: account.key },
        user: i % 2 ? 'admin@multipublicador.local' : 'comercial@multipublicador.local',
        createdAt: createdAt.toISOString(),
        responses,
      });
    });
  }
  // Oldest first, so insertion order is time order.
  return runs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function seedCnet(db: Database, { now, config }: ChannelSeedOptions): Promise<void> {
  const stock = getGroupStock(config);
  const accounts = Object.entries(ACCOUNT_NAMES).map(([value, key]) => ({
    key,
    value: Number(value),
    ...ACCOUNT_SETTINGS[Number(value)]!,
  }));
  await db.collection(CNET_ACCOUNTS).insertMany(accounts);
  const listings = accounts.flatMap((a) => accountListings(a.value, stock, now));
  await db.collection(CNET_LISTINGS).insertMany(listings);
  await db.collection(CNET_ACTIONS).insertMany(demoActions(accounts, listings, now));
}
