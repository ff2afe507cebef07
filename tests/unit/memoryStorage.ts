// A localStorage for unit tests (the unit project runs in Node, which has none).
import { vi } from 'vitest';

export const installMemoryStorage = (): Storage => {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
  vi.stubGlobal('localStorage', storage);
  return storage;
};
