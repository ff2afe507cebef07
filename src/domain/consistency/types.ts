// The channel consistency report and its fixes as the API answers them (docs/API.md
// "Consistency"): each drift between the group stock and a channel's listings, the numbers
// per channel, one vehicle's place on every channel, and what a fix run did.

export const DRIFT_KINDS = ['reservado', 'vendido', 'precio', 'duplicado', 'pendiente'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export const isDriftKind = (value: unknown): value is DriftKind =>
  typeof value === 'string' && (DRIFT_KINDS as readonly string[]).includes(value);

export interface ChannelSummary {
  id: string;
  label: string;
  /** Listings the channel holds. */
  listed: number;
  /** Stock vehicles the channel's rule takes. */
  eligible: number;
  /** Drifts found on it. */
  drifts: number;
}

export interface Drift {
  channel: string;
  idv: string;
  kind: DriftKind;
  listingId?: string;
  /** The stock's value, where two values are compared (a price, in euros). */
  stock?: number;
  /** The channel's value, where two values are compared. */
  listed?: number;
  /** One Spanish sentence naming both values where there are two. */
  message: string;
  /** 'SEAT León', when the vehicle is in the stock. */
  vehicle?: string;
}

export interface ConsistencyReport {
  generatedAt: string;
  channels: ChannelSummary[];
  drifts: Drift[];
}

/** What a fix is asked for: one drift of one vehicle on one channel. */
export interface FixItem {
  channel: string;
  idv: string;
  kind: DriftKind;
}

export interface FixAnswer {
  fixed: number;
  failed: (FixItem & { error: string })[];
  /** Drifts that were gone when the fix came ('Ya no hay discrepancia'). */
  skipped: (FixItem & { reason: string })[];
}

/** One vehicle on every channel (GET /consistency/vehicles/:idv). */
export interface VehiclePlacement {
  idv: string;
  inStock: boolean;
  reservado: boolean;
  stockPrice?: number;
  channels: {
    id: string;
    label: string;
    eligible: boolean;
    listed: boolean;
    /** `place` names where a listing is when a channel has several ('cuenta 5'). */
    listings: { listingId: string; price?: number; place?: string }[];
    drifts: { kind: DriftKind; message: string }[];
  }[];
}

/** The administrator's automatic removal of reserved and sold listings, per channel. */
export interface ConsistencySettings {
  autoFix: Record<string, boolean>;
}
