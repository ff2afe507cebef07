// Session tokens (docs/API.md "Auth"): JWT HS256, payload {sub: userId, email}, lifetime TOKEN_TTL.
import { jwtVerify, SignJWT } from 'jose';

export interface AuthUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface TokenService {
  sign(user: { id: string; email: string }): Promise<string>;
  /** The signed-in user, or null for a missing, forged, malformed or expired token. */
  verify(token: unknown): Promise<AuthUser | null>;
  isAdmin(email: string): boolean;
}

/** Verified tokens remembered at most (a few per signed-in person). */
const VERIFIED_CACHE_SIZE = 1000;

export function createTokenService(options: {
  secret: string;
  ttl: string;
  adminEmails: string[];
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const admins = new Set(options.adminEmails.map((e) => e.toLowerCase()));
  const isAdmin = (email: string) => admins.has(email.toLowerCase());
  // A console sends the same token with every call ('Enviar' makes hundreds a second): its
  // signature is checked once and remembered until the token expires. Only verified tokens
  // are kept, so a forged one is checked (and refused) every time.
  const verified = new Map<string, { id: string; email: string; expiresAtMs: number }>();
  const remember = (token: string, entry: { id: string; email: string; expiresAtMs: number }) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  return {
    isAdmin,
    sign: (user) =>
      new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(options.ttl)
        .sign(key),
    async verify(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) {
          // Admin rights come from the server's list at every request, never from the token.
          return { id: known.id, email: known.email, isAdmin: isAdmin(known.email) };
        }
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        remember(token, {
          id: payload.sub,
          email: payload.email,
          expiresAtMs: (payload.exp ?? 0) * 1000,
        });
        return { id: payload.sub, email: payload.email, isAdmin: isAdmin(payload.email) };
      } catch {
        return null;
      }
    },
  };
}
