// Server-side sessions (docs/API.md "Auth"): a token is valid only while its
// session (`sid`) is stored. Signing out ends one session; a password change or a deleted
// user ends all of a user's. Each token costs one database read of its session and one of
// its user (who the user is, and so whether an administrator, is the stored user's e-mail,
// never the token's claim), the first time it is seen; after that it is answered from memory
// ('Enviar' makes 700 calls with one token), and every end is applied to that memory at once,
// before the database is touched.
import { MAX_TOKEN_TTL_SECONDS } from '../config.js';
import { newId } from '../db/ids.js';
import type { Collection } from '../db/types.js';
import type { SessionRecord, UserRecord } from '../db/collections.js';
import type { AuthUser, TokenSigner } from './tokens.js';

/** What ended: one session, or every session of a user opened until then. */
type EndedSessions = { sid: string } | { userId: string };

export interface TokenService {
  /** Opens a session for the user and answers its token. */
  open(user: { id: string; email: string }): Promise<string>;
  /** The user of a genuine token whose session is still open, else null. */
  verify(token: unknown): Promise<AuthUser | null>;
  /** Ends one session (sign-out). */
  end(sid: string): Promise<void>;
  /** Ends every session of the user opened so far (password change, deleted user). */
  endAllOf(userId: string): Promise<void>;
  /** Called synchronously whenever sessions end (the live socket connections close). */
  onEnded(listener: (ended: EndedSessions) => void): () => void;
  isAdmin(email: string): boolean;
}

/** config.ts refuses a TOKEN_TTL above this. */
const MAX_TOKEN_LIFETIME_MS = MAX_TOKEN_TTL_SECONDS * 1000;

/** Open sessions remembered at most; a forgotten one costs one more read. */
const LIVE_CACHE_SIZE = 10_000;

/** A session found open, with its user's e-mail as stored (admin rights are read from it). */
interface LiveSession {
  userId: string;
  createdAtMs: number;
  email: string;
}

export function createTokenService(options: {
  signer: TokenSigner;
  sessions: Collection<SessionRecord>;
  /** The stored users: who a token's user is comes from here, not from the token's claims. */
  users: Pick<Collection<UserRecord>, 'get'>;
  adminEmails: readonly string[];
  /** Remember open sessions in memory (one server); false reads the database each time. */
  cacheSessions?: boolean;
}): TokenService {
  const { signer, sessions, users } = options;
  const admins = new Set(options.adminEmails.map((e) => e.toLowerCase()));
  const isAdmin = (email: string) => admins.has(email.toLowerCase());

  /** Sessions read from the database and found open: sid → its user and opening time. */
  const live = new Map<string, LiveSession>();
  /** Ended here, until their token would have expired anyway (guards reads in flight). */
  const endedSids = new Map<string, number>();
  /** A user's sessions opened at or before this time are ended. */
  const userEndedAt = new Map<string, number>();
  const listeners = new Set<(ended: EndedSessions) => void>();
  const reading = new Map<string, Promise<[SessionRecord | null, UserRecord | null]>>();

  const isEnded = (sid: string, userId: string, createdAtMs: number) =>
    endedSids.has(sid) || (userEndedAt.get(userId) ?? -Infinity) >= createdAtMs;
  const cacheSessions = options.cacheSessions ?? true;
  const remember = (sid: string, entry: LiveSession) => {
    if (!cacheSessions) return;
    if (live.size >= LIVE_CACHE_SIZE) live.delete(live.keys().next().value!);
    live.set(sid, entry);
  };
  const announce = (ended: EndedSessions) => {
    for (const listener of listeners) listener(ended);
  };
  const pruneEnded = (now: number) => {
    for (const [sid, expiresAtMs] of endedSids) if (expiresAtMs <= now) endedSids.delete(sid);
  };

  return {
    isAdmin,

    async open(user) {
      const now = Date.now();
      // Strictly after the user's last "end all", even within the same millisecond.
      const createdAtMs = Math.max(now, (userEndedAt.get(user.id) ?? -Infinity) + 1);
      const sid = newId();
      const token = await signer.sign({ id: user.id, email: user.email, sid });
      const { expiresAtMs } = signer.claimsOf(token);
      const expired = (await sessions.list({ where: { userId: user.id } }))
        .filter((s) => Date.parse(s.expiresAt) <= now)
        .map((s) => s._id);
      if (expired.length) await sessions.deleteMany(expired);
      await sessions.insert({
        _id: sid,
        userId: user.id,
        createdAt: new Date(createdAtMs).toISOString(),
        expiresAt: new Date(expiresAtMs).toISOString(),
      });
      remember(sid, { userId: user.id, createdAtMs, email: user.email });
      return token;
    },

    async verify(token) {
      const claims = await signer.read(token);
      if (!claims) return null;
      // The e-mail claim is not used: the user's e-mail, and so their rights, are the stored
      // user's, read by the token's subject.
      const { id, sid } = claims;
      let session = live.get(sid);
      if (!session) {
        if (endedSids.has(sid)) return null;
        // Concurrent first calls with one token (the send's burst) share one read.
        let read = reading.get(sid);
        if (!read) {
          read = Promise.all([sessions.get(sid), users.get(id)]).finally(() => reading.delete(sid));
          reading.set(sid, read);
        }
        const [stored, user] = await read;
        if (!stored || stored.userId !== id || !user) return null;
        session = { userId: id, createdAtMs: Date.parse(stored.createdAt), email: user.email };
        // An end may have happened while the row was being read.
        if (isEnded(sid, id, session.createdAtMs)) return null;
        remember(sid, session);
      } else if (session.userId !== id || isEnded(sid, id, session.createdAtMs)) {
        return null;
      }
      // Admin rights come from the server's list at every request, never from the token.
      return { id, email: session.email, sid, isAdmin: isAdmin(session.email) };
    },

    async end(sid) {
      const now = Date.now();
      pruneEnded(now);
      live.delete(sid);
      // Kept until no token of this session could still be valid (TOKEN_TTL ≤ 7 days).
      endedSids.set(sid, now + MAX_TOKEN_LIFETIME_MS);
      announce({ sid });
      await sessions.delete(sid);
    },

    async endAllOf(userId) {
      const endedAt = Date.now();
      userEndedAt.set(userId, endedAt);
      for (const [sid, entry] of live) if (entry.userId === userId) live.delete(sid);
      announce({ userId });
      // A session opened meanwhile (a sign-in racing this) is newer and stays.
      const ids = (await sessions.list({ where: { userId } }))
        .filter((s) => Date.parse(s.createdAt) <= endedAt)
        .map((s) => s._id);
      if (ids.length) await sessions.deleteMany(ids);
    },

    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
