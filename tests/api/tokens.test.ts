// server/auth/tokens.ts and sessions.ts: a verified token is remembered until it expires, never
// longer, and remembering never lets a forged token through; its session costs one database
// read per token, and an ended session is refused at once, even while a read is in flight.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../server/auth/sessions';
import { createTokenSigner } from '../../server/auth/tokens';
import type { SessionRecord, UserRecord } from '../../server/db/collections';
import type { Collection } from '../../server/db/types';

const signer = () =>
  createTokenSigner({ secret: 'secreto-de-prueba-suficientemente-largo', ttl: '60s' });

/** The part of a collection the sessions use, in memory, counting reads by id. */
function memorySessions() {
  const rows = new Map<string, SessionRecord>();
  let gate: Promise<void> | undefined;
  const store = {
    reads: 0,
    /** Holds the next reads until the returned function is called. */
    holdReads() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    async get(id: string) {
      store.reads++;
      const row = rows.get(id) ?? null;
      if (gate) await gate;
      return row;
    },
    async list({ where }: { where: { userId: string } }) {
      return [...rows.values()].filter((r) => r.userId === where.userId);
    },
    async insert(doc: SessionRecord) {
      rows.set(doc._id, doc);
      return doc;
    },
    async delete(id: string) {
      return rows.delete(id);
    },
    async deleteMany(ids: string[]) {
      return ids.filter((id) => rows.delete(id));
    },
  };
  return store;
}

/** The stored users, by id, counting reads. */
function memoryUsers() {
  const user = (_id: string, email: string): UserRecord => ({
    _id,
    email,
    name: '',
    lastname: '',
    telephone: '',
    passwordHash: '',
  });
  const rows = new Map<string, UserRecord>([
    ['u1', user('u1', 'comercial@multipublicador.local')],
    ['a1', user('a1', 'admin@multipublicador.local')],
  ]);
  const store = {
    reads: 0,
    rows,
    async get(id: string) {
      store.reads++;
      return rows.get(id) ?? null;
    },
  };
  return store;
}

const service = (sessions = memorySessions(), users = memoryUsers()) => ({
  sessions,
  users,
  tokens: createTokenService({
    signer: signer(),
    sessions: sessions as unknown as Collection<SessionRecord>,
    users,
    adminEmails: ['admin@multipublicador.local'],
  }),
});

const SALES = { id: 'u1', email: 'comercial@multipublicador.local' };

afterEach(() => vi.restoreAllMocks());

describe('token signature', () => {
  it('answers the same claims from memory, and refuses the token once it has expired', async () => {
    const tokens = signer();
    const token = await tokens.sign({ ...SALES, sid: 's1' });
    expect(await tokens.read(token)).toMatchObject({ ...SALES, sid: 's1' });
    expect(await tokens.read(token)).toMatchObject({ ...SALES, sid: 's1' });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await tokens.read(token)).toBeNull();
  });

  it('refuses a forged token even while the genuine one is remembered', async () => {
    const tokens = signer();
    const token = await tokens.sign({ ...SALES, sid: 's1' });
    expect(await tokens.read(token)).not.toBeNull();
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    expect(await tokens.read(`${header}.${forgedPayload}.${token.split('.')[2]}`)).toBeNull();
  });
});

describe('sessions', () => {
  it('a 700-call send costs one session read per token, not one per call', async () => {
    const { tokens, sessions, users } = service();
    const token = await tokens.open(SALES);
    // A server that did not open the session (restart): it must read it once.
    const other = service(sessions, users).tokens;
    const results = await Promise.all(Array.from({ length: 700 }, () => other.verify(token)));
    expect(results.every((user) => user?.id === SALES.id)).toBe(true);
    expect(sessions.reads).toBe(1);
    expect(users.reads).toBe(1);
    for (let i = 0; i < 700; i++) await other.verify(token);
    await Promise.all(Array.from({ length: 700 }, () => tokens.verify(token)));
    expect(sessions.reads).toBe(1);
  });

  it('reads an unknown token’s session once when calls come one after another', async () => {
    const { tokens, sessions } = service();
    const token = await tokens.open(SALES);
    const other = service(sessions).tokens;
    for (let i = 0; i < 700; i++) expect(await other.verify(token)).not.toBeNull();
    expect(sessions.reads).toBe(1);
  });

  it('reads admin rights from the server list at every call', async () => {
    const { tokens } = service();
    const token = await tokens.open({ id: 'a1', email: 'admin@multipublicador.local' });
    expect((await tokens.verify(token))?.isAdmin).toBe(true);
    expect((await tokens.verify(await tokens.open(SALES)))?.isAdmin).toBe(false);
  });

  it("takes the user's e-mail, and so admin rights, from the stored user, never the token", async () => {
    const { tokens, sessions, users } = service();
    const genuine = await tokens.open(SALES);
    const { sid } = signer().claimsOf(genuine);
    // Signed with the server's key, on a real session of the sales user, claiming the
    // administrator's e-mail: a server that reads the session afresh must not believe it.
    const claimsAdmin = await signer().sign({
      id: SALES.id,
      email: 'admin@multipublicador.local',
      sid,
    });
    const other = service(sessions, users).tokens;
    expect(await other.verify(claimsAdmin)).toMatchObject({
      id: SALES.id,
      email: SALES.email,
      isAdmin: false,
    });
    expect(await tokens.verify(claimsAdmin)).toMatchObject({ email: SALES.email, isAdmin: false });
    // A token whose user no longer exists is no session.
    users.rows.delete(SALES.id);
    expect(await service(sessions, users).tokens.verify(genuine)).toBeNull();
  });

  it('ends one session, or all of a user’s, and says so to the listeners', async () => {
    const { tokens } = service();
    const a = await tokens.open(SALES);
    const b = await tokens.open(SALES);
    const admin = await tokens.open({ id: 'a1', email: 'admin@multipublicador.local' });
    const ended: unknown[] = [];
    tokens.onEnded((e) => ended.push(e));
    const sidOfA = (await tokens.verify(a))!.sid;
    await tokens.end(sidOfA);
    expect(await tokens.verify(a)).toBeNull();
    expect(await tokens.verify(b)).not.toBeNull();
    await tokens.endAllOf(SALES.id);
    expect(await tokens.verify(b)).toBeNull();
    expect(await tokens.verify(admin)).not.toBeNull();
    const fresh = await tokens.open(SALES);
    expect(await tokens.verify(fresh)).not.toBeNull();
    expect(ended).toEqual([{ sid: sidOfA }, { userId: SALES.id }]);
  });

  it('a session ended while its first read is in flight is refused, then and later', async () => {
    const { tokens, sessions } = service();
    const token = await tokens.open(SALES);
    const other = service(sessions).tokens; // has to read the session
    const release = sessions.holdReads();
    const pending = other.verify(token);
    await other.endAllOf(SALES.id);
    release();
    expect(await pending).toBeNull();
    expect(await other.verify(token)).toBeNull();
  });
});
