// Sign-in, session storage and permissions.
import type { AuthProvider } from 'react-admin';
import type { Session } from '../domain/types';
import { httpJson, NETWORK_ERROR_MESSAGE } from '../dataProvider/http';
import { clearSession, getSession, saveSession } from './session';

export const EMPTY_FIELDS_MESSAGE = 'Todos los campos son necesarios';

/** 'Salir' waits this long at most for the server to end the session. */
const SIGNOUT_TIMEOUT_MS = 3000;

/**
 * The 'Ajustes' resources are for the administrator only; so is the whole history
 * of changes ('historial': one vehicle's history is read on its sheet by anyone).
 */
export const ADMIN_RESOURCES: readonly string[] = [
  'settings',
  'users',
  'wallapop-accounts',
  'historial',
];

export const canAccessResource = (session: Session | null, resource: string): boolean =>
  !ADMIN_RESOURCES.includes(resource) || session?.user.isAdmin === true;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE;

export const authProvider: AuthProvider = {
  async login(params: { email?: string; password?: string }) {
    const email = params.email?.trim() ?? '';
    const password = params.password ?? '';
    if (!email || !password) throw new Error(EMPTY_FIELDS_MESSAGE);
    try {
      const session = await httpJson<Session>('/signin', {
        method: 'POST',
        body: { email, password },
      });
      saveSession(session);
    } catch (error) {
      // The http helper already reads the answer's `error` field and gives the Spanish network
      // message when there is no answer.
      throw new Error(messageOf(error));
    }
    return { redirectTo: '/dashboard' };
  },

  async logout() {
    // 'Salir' ends the session on the server too, so a copied token dies with it. Signing out
    // locally never waits on the server for long nor depends on its answer.
    if (getSession()) {
      try {
        await httpJson('/signout', {
          method: 'POST',
          signal: AbortSignal.timeout(SIGNOUT_TIMEOUT_MS),
        });
      } catch {
        // Unreachable server, already-ended session (401)…: the local session goes anyway.
      }
    }
    clearSession();
    return '/login';
  },

  async checkAuth() {
    // message: false — landing signed out on / is not an error worth a notification.
    if (!getSession()) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      clearSession();
      throw { redirectTo: '/login', message: 'Sesión no válida o caducada' };
    }
    // 403 (not an administrator) and anything else: stay signed in.
  },

  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Sin sesión');
    return { id: session.id, fullName: session.user.email, email: session.user.email };
  },

  async canAccess({ resource }: { resource: string; action: string }) {
    return canAccessResource(getSession(), resource);
  },
};

/**
 * At startup the token is verified and the stored user is removed if it is invalid. Also refreshes
 * isAdmin from the server. Without an answer the session is kept (the server may just be
 * restarting); the next 401 will sign the user out.
 */
export const verifyStoredSession = async (): Promise<void> => {
  const session = getSession();
  if (!session) return;
  try {
    const answer = await httpJson<{ valid?: boolean; isAdmin?: boolean; email?: string }>(
      '/verify-token',
    );
    if (answer && typeof answer.isAdmin === 'boolean' && answer.isAdmin !== session.user.isAdmin) {
      saveSession({ ...session, user: { ...session.user, isAdmin: answer.isAdmin } });
    }
  } catch (error) {
    if (statusOf(error) === 401) clearSession();
  }
};

export { getSession, saveSession, clearSession } from './session';
