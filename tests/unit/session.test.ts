import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from './memoryStorage';
import {
  SESSION_KEY,
  clearSession,
  getSession,
  onSessionChange,
  saveSession,
} from '../../src/authProvider/session';

const session = { accessToken: 't', id: '1', user: { email: 'a@b.es', isAdmin: false } };

describe("session stored under 'usuario'", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installMemoryStorage();
  });

  it('saves, reads and clears the session', () => {
    expect(getSession()).toBeNull();
    saveSession(session);
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toEqual(session);
    expect(getSession()).toEqual(session);
    clearSession();
    expect(storage.getItem('usuario')).toBeNull();
  });

  it('ignores unreadable or incomplete stored values', () => {
    storage.setItem('usuario', '{not json');
    expect(getSession()).toBeNull();
    storage.setItem('usuario', JSON.stringify({ id: '1', user: { email: 'a@b.es' } }));
    expect(getSession()).toBeNull();
    storage.setItem('usuario', JSON.stringify({ accessToken: 't', id: '1' }));
    expect(getSession()).toBeNull();
  });

  it('tells listeners about changes until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onSessionChange(listener);
    saveSession(session);
    clearSession();
    off();
    saveSession(session);
    expect(listener.mock.calls).toEqual([[session], [null]]);
  });
});
