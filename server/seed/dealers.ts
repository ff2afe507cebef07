// The group's dealerships as seen in the group stock (each portal is a feed of one dealer's
// vehicles, see server/stock/portals.ts). The dealers and their shares are the data file
// dealers.json.
import dealersData from './dealers.json' with { type: 'json' };

export interface Dealer {
  idConcesion: string;
  nombreConcesionario: string;
  ubicaciones: readonly string[];
  vendedores: readonly { nombreVendedor: string; telefonoVendedor: string }[];
}

export const GROUP_DEALERS: readonly Dealer[] = dealersData.dealers;

/** How the group stock spreads over the dealers (seed/stock.ts). */
export interface DealerShare {
  dealer: Dealer;
  /** Share of the group's vehicles held by the dealer. */
  weight: number;
  /** Share of new cars (VN) in the dealer's stock: GOmotor sells used cars only. */
  newShare: number;
}

function dealer(idConcesion: string): Dealer {
  const found = GROUP_DEALERS.find((item) => item.idConcesion === idConcesion);
  if (!found) throw new Error(`dealers.json: unknown dealer ${idConcesion}`);
  return found;
}

// Overall about 35 % VN. Each share holds the very dealer object of GROUP_DEALERS.
export const DEALER_SHARES: readonly DealerShare[] = dealersData.shares.map((share) => ({
  dealer: dealer(share.dealer),
  weight: share.weight,
  newShare: share.newShare,
}));
