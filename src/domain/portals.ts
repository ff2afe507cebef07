// Spec 1 §3: the fixed list of nine stock-feed portals, in this order.
// Shared by the console (dashboard cards) and the reference API (demo feed).
export interface Portal {
  portalId: string;
  dealer: string;
  name: string;
}

export const PORTALS: readonly Portal[] = [
  { portalId: 'U97', dealer: 'Joaquín Oliva', name: 'www.joaquinoliva.com' },
  { portalId: 'U94', dealer: 'Joaquín Oliva', name: 'LP JoaquinOliva' },
  { portalId: 'U96', dealer: 'Joaquín Oliva', name: 'LP VN Deposito' },
  { portalId: 'U105', dealer: 'Oliva Motor', name: 'LP OlivaMotor' },
  { portalId: 'U235', dealer: 'GOmotor', name: 'GOmotor General' },
  { portalId: 'U257', dealer: 'GOmotor', name: 'GOmotor Ofertas' },
  { portalId: 'U360', dealer: 'Tarrauto', name: 'LP stock1' },
  { portalId: 'U341', dealer: 'Tecnotarraco', name: 'LP stock3' },
  { portalId: 'U387', dealer: 'Grupo Oliva', name: 'Stock completo' },
];

/** The portal whose demo feed answers with tipoError, so the error state can be seen. */
export const DEMO_FAILING_PORTAL = 'U341';

export const isKnownPortal = (portalId: string): boolean =>
  PORTALS.some((p) => p.portalId === portalId);
