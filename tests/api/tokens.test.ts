// server/auth/tokens.ts: a verified token is remembered until it expires, never longer, and
// remembering never lets a forged token through.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../server/auth/tokens';

const service = () =>
  createTokenService({
    secret: 'secreto-de-prueba-suficientemente-largo',
    ttl: '60s',
    adminEmails: ['admin@multipublicador.local'],
  });

afterEach(() => vi.restoreAllMocks());

describe('token verification', () => {
  it('answers the same user from memory, and refuses the token once it has expired', async () => {
    const tokens = service();
    const token = await tokens.sign({ id: 'u1', email: 'comercial@multipublicador.local' });
    const user = { id: 'u1', email: 'comercial@multipublicador.local', isAdmin: false };
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a forged token even while the genuine one is remembered', async () => {
    const tokens = service();
    const token = await tokens.sign({ id: 'u1', email: 'comercial@multipublicador.local' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${token.split('.')[2]}`)).toBeNull();
  });

  it('reads admin rights from the server list at every call', async () => {
    const tokens = service();
    const token = await tokens.sign({ id: 'a1', email: 'admin@multipublicador.local' });
    expect((await tokens.verify(token))?.isAdmin).toBe(true);
    expect((await tokens.verify(token))?.isAdmin).toBe(true);
  });
});
