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

export function createTokenService(options: {
  secret: string;
  ttl: string;
  adminEmails: string[];
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const admins = new Set(options.adminEmails.map((e) => e.toLowerCase()));
  const isAdmin = (email: string) => admins.has(email.toLowerCase());
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        // Admin rights come from the server's list at every request, never from the token.
        return { id: payload.sub, email: payload.email, isAdmin: isAdmin(payload.email) };
      } catch {
        return null;
      }
    },
  };
}
