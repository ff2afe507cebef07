// The signed-in user is kept locally under the key 'usuario'.
import type { Session } from '../domain/types';

export const SESSION_KEY = 'usuario';

type SessionListener = (session: Session | null) => void;
const listeners = new Set<SessionListener>();

const isSession = (value: unknown): value is Session => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | undefined;
  return (
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.email === 'string'
  );
};

/** The stored session, or null when there is none or it is unreadable. */
export const getSession = (): Session | null => {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const saveSession = (session: Session): void => {
  globalThis.localStorage?.setItem(SESSION_KEY, JSON.stringify(session));
  listeners.forEach((l) => l(session));
};

export const clearSession = (): void => {
  globalThis.localStorage?.removeItem(SESSION_KEY);
  listeners.forEach((l) => l(null));
};

/** The realtime connection listens here to reconnect with a new token. */
export const onSessionChange = (listener: SessionListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
