// Session tokens (docs/API.md "Auth"): JWT HS256, payload {sub: userId, email, sid}, lifetime
// TOKEN_TTL. This module only signs and reads tokens; whether the session `sid` is still open
// is sessions.ts's business.
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export interface AuthUser {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The server-side session this token belongs to (server/auth/sessions.ts). */
  sid: string;
}

interface TokenClaims {
  id: string;
  email: string;
  sid: string;
  expiresAtMs: number;
}

export interface TokenSigner {
  sign(claims: { id: string; email: string; sid: string }): Promise<string>;
  /** The claims of a genuine, unexpired token; null for a missing, forged or expired one. */
  read(token: unknown): Promise<TokenClaims | null>;
  /** The claims of a token this signer has just made (no signature check). */
  claimsOf(token: string): TokenClaims;
}

/** Verified tokens remembered at most (a few per signed-in person). */
const VERIFIED_CACHE_SIZE = 1000;

export function createTokenSigner(options: { secret: string; ttl: string }): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  // A console sends the same token with every call ('Enviar' makes hundreds a second): its
  // signature is checked once and remembered until the token expires. Only verified tokens
  // are kept, so a forged one is checked (and refused) every time.
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  const toClaims = (payload: Record<string, unknown>): TokenClaims | null =>
    typeof payload.sub === 'string' &&
    typeof payload.email === 'string' &&
    typeof payload.sid === 'string' &&
    typeof payload.exp === 'number'
      ? { id: payload.sub, email: payload.email, sid: payload.sid, expiresAtMs: payload.exp * 1000 }
      : null;
  return {
    sign: ({ id, email, sid }) =>
      new SignJWT({ email, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(id)
        .setIssuedAt()
        .setExpirationTime(options.ttl)
        .sign(key),
    claimsOf(token) {
      const claims = toClaims(decodeJwt(token));
      if (!claims) throw new Error('Token sin los datos de la sesión');
      return claims;
    },
    async read(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const claims = toClaims(payload);
        if (claims) remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
