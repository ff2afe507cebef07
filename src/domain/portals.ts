// The fixed list of nine stock-feed portals, in this order. Shared by the console (dashboard cards)
// and the reference API (demo feed).
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

/** What a sync record of the stock database says about the portals it saved. */
export interface PortalSyncDetails {
  details?: Record<string, unknown>;
}

/**
 * Whether a 'quiter' sync record saved this portal (the portal page shows its own last sync): a
 * save of the portal (details.portalId), or a save of all portals that this one answered
 * (details.portals, keyed by portalId; those that failed are not there).
 */
export const isSyncOfPortal = (sync: PortalSyncDetails, portalId: string): boolean => {
  const details = sync.details;
  if (typeof details !== 'object' || details === null) return false;
  if (details.portalId === portalId) return true;
  const portals = details.portals;
  return typeof portals === 'object' && portals !== null && Object.hasOwn(portals, portalId);
};
