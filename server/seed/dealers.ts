// The group's dealerships as seen in the group stock (each portal is a feed of one dealer's
// vehicles, see server/stock/portals.ts).
export interface Dealer {
  idConcesion: string;
  nombreConcesionario: string;
  ubicaciones: readonly string[];
  vendedores: readonly { nombreVendedor: string; telefonoVendedor: string }[];
}

const JOAQUIN_OLIVA: Dealer = {
  idConcesion: '01',
  nombreConcesionario: 'Joaquín Oliva Automòbils',
  ubicaciones: ['Tarragona - Av. Vidal i Barraquer, 30', 'Reus - Ctra. de Salou, km 1'],
  vendedores: [
    { nombreVendedor: 'Jordi Ferrer', telefonoVendedor: '977 21 45 10' },
    { nombreVendedor: 'Marta Puig', telefonoVendedor: '977 21 45 12' },
  ],
};

const OLIVA_MOTOR: Dealer = {
  idConcesion: '02',
  nombreConcesionario: 'Oliva Motor',
  ubicaciones: ['Valls - Polígono Industrial, nave 4', 'Tarragona - Polígono Francolí, parcela 12'],
  vendedores: [
    { nombreVendedor: 'Sergi Vidal', telefonoVendedor: '977 60 18 33' },
    { nombreVendedor: 'Laura Sánchez', telefonoVendedor: '977 60 18 35' },
  ],
};

const GOMOTOR: Dealer = {
  idConcesion: '03',
  nombreConcesionario: 'GOmotor Ocasión',
  ubicaciones: ['Tarragona - Av. de Andorra, 55', 'Cambrils - Av. Diputació, 120'],
  vendedores: [
    { nombreVendedor: 'David Romero', telefonoVendedor: '977 55 90 01' },
    { nombreVendedor: 'Núria Soler', telefonoVendedor: '977 55 90 02' },
    { nombreVendedor: 'Pablo Navarro', telefonoVendedor: '977 55 90 03' },
  ],
};

const TARRAUTO: Dealer = {
  idConcesion: '04',
  nombreConcesionario: 'Tarrauto',
  ubicaciones: ['Tarragona - Carrer de la Indústria, 8'],
  vendedores: [{ nombreVendedor: 'Albert Mas', telefonoVendedor: '977 54 32 10' }],
};

const TECNOTARRACO: Dealer = {
  idConcesion: '05',
  nombreConcesionario: 'Tecnotarraco',
  ubicaciones: ['Tarragona - Av. Roma, 12'],
  vendedores: [{ nombreVendedor: 'Cristina López', telefonoVendedor: '977 23 11 40' }],
};

export const GROUP_DEALERS: readonly Dealer[] = [
  JOAQUIN_OLIVA,
  OLIVA_MOTOR,
  GOMOTOR,
  TARRAUTO,
  TECNOTARRACO,
];

/** How the group stock spreads over the dealers (seed/stock.ts). */
export interface DealerShare {
  dealer: Dealer;
  /** Share of the group's vehicles held by the dealer. */
  weight: number;
  /** Share of new cars (VN) in the dealer's stock: GOmotor sells used cars only. */
  newShare: number;
}

// Overall about 35 % VN.
export const DEALER_SHARES: readonly DealerShare[] = [
  { dealer: JOAQUIN_OLIVA, weight: 0.35, newShare: 0.5 },
  { dealer: OLIVA_MOTOR, weight: 0.15, newShare: 0.4 },
  { dealer: GOMOTOR, weight: 0.25, newShare: 0.05 },
  { dealer: TARRAUTO, weight: 0.13, newShare: 0.4 },
  { dealer: TECNOTARRACO, weight: 0.12, newShare: 0.4 },
];
