// The group's dealerships as seen in the demo stock feed of each portal (spec 1 §3 "Portal").
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

export interface PortalStockProfile {
  dealers: readonly Dealer[];
  /** Share of new cars (VN) in the portal's stock. */
  newShare: number;
}

export const PORTAL_PROFILES: Readonly<Record<string, PortalStockProfile>> = {
  U97: { dealers: [JOAQUIN_OLIVA], newShare: 0.35 },
  U94: { dealers: [JOAQUIN_OLIVA], newShare: 0.3 },
  U96: { dealers: [JOAQUIN_OLIVA], newShare: 0.9 },
  U105: { dealers: [OLIVA_MOTOR], newShare: 0.4 },
  U235: { dealers: [GOMOTOR], newShare: 0.05 },
  U257: { dealers: [GOMOTOR], newShare: 0.1 },
  U360: { dealers: [TARRAUTO], newShare: 0.3 },
  U341: { dealers: [TECNOTARRACO], newShare: 0.3 },
  U387: { dealers: GROUP_DEALERS, newShare: 0.3 },
};
