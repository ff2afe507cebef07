// What came of 'Enviar' (counts accumulate across sends; a per-vehicle failure is listed with the
// idv and the server's reason). The failures are of two kinds: a channel's refusal (4xx: already
// there, invalid) is a warning; a real failure (no network, a 5xx) is an error, which 'Reintentar'
// sends again. Pure.

export type OutcomeKind =
  /** The channel took it. */
  | 'sent'
  /** Already on the channel: no request was made. */
  | 'published'
  /** Left out by the channel's rule (staff chose to skip it). */
  | 'skipped'
  /** The channel refused it (4xx), or it is gone from the stock. */
  | 'warning'
  /** No answer, a server failure (5xx) or cancelled before it went: worth retrying. */
  | 'error';

export interface SendOutcome {
  channelId: string;
  label: string;
  idv: string;
  kind: OutcomeKind;
  message?: string;
}

/** A failure worth retrying: the network (status 0) or the server (5xx). */
export const isRealFailure = (status: number | undefined): boolean =>
  status !== undefined && (status === 0 || status >= 500);

export type OutcomeCounts = Record<OutcomeKind, number>;

export const countOutcomes = (outcomes: readonly SendOutcome[]): OutcomeCounts => {
  const counts: OutcomeCounts = { sent: 0, published: 0, skipped: 0, warning: 0, error: 0 };
  for (const o of outcomes) counts[o.kind]++;
  return counts;
};

const keyOf = (o: Pick<SendOutcome, 'channelId' | 'idv'>) => `${o.channelId}\u0000${o.idv}`;

/**
 * The tally after a send: earlier outcomes stay (counts accumulate), except those the new
 * outcomes answer again (a retried error is replaced by what the retry got).
 */
export const accumulate = (
  earlier: readonly SendOutcome[],
  latest: readonly SendOutcome[],
  { replacing }: { replacing: readonly SendOutcome[] } = { replacing: [] },
): SendOutcome[] => {
  const replaced = new Set(replacing.map(keyOf));
  return [...earlier.filter((o) => !replaced.has(keyOf(o))), ...latest];
};

/** The errors to send again, grouped by channel in the order they were tallied. */
export const retryRequests = (
  outcomes: readonly SendOutcome[],
): { channelId: string; label: string; idvs: string[] }[] => {
  const byChannel = new Map<string, { channelId: string; label: string; idvs: string[] }>();
  for (const o of outcomes) {
    if (o.kind !== 'error') continue;
    const entry = byChannel.get(o.channelId) ?? {
      channelId: o.channelId,
      label: o.label,
      idvs: [],
    };
    entry.idvs.push(o.idv);
    byChannel.set(o.channelId, entry);
  }
  return [...byChannel.values()];
};

/** The last send, to say that the selection went already ('Enviado a GOmotor hace 2 min'). */
export interface LastSend {
  idvs: readonly string[];
  channelLabels: readonly string[];
  at: number;
}

/** The selection was sent whole by the last send (in any order). */
export const wasSent = (selection: readonly string[], last: LastSend | null): boolean => {
  if (!last || !selection.length) return false;
  const sent = new Set(last.idvs);
  return selection.every((idv) => sent.has(idv));
};

/**
 * The last send after one has ended: what went, or was there already (a vehicle with a real
 * failure has not gone yet). A retry completes the send it retries; any other send starts anew.
 */
export const lastSendAfter = (
  sent: readonly {
    label: string;
    send: readonly string[];
    published: readonly string[];
    excluded: readonly { idv: string }[];
  }[],
  outcomes: readonly SendOutcome[],
  previous: LastSend | null,
  { retry, at }: { retry: boolean; at: number },
): LastSend => {
  const failed = new Set(outcomes.filter((o) => o.kind === 'error').map((o) => o.idv));
  const went = sent
    .flatMap((plan) => [...plan.send, ...plan.published, ...plan.excluded.map((e) => e.idv)])
    .filter((idv) => !failed.has(idv));
  const earlier = retry ? previous : null;
  return {
    idvs: [...new Set([...(earlier?.idvs ?? []), ...went])],
    channelLabels: [...new Set([...(earlier?.channelLabels ?? []), ...sent.map((p) => p.label)])],
    at,
  };
};
