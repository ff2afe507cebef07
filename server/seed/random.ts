// Seeded pseudo-random numbers (mulberry32), so demo data is the same on every machine.
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Rounded to `step` (e.g. 50 € or 0.1 l). */
  between(min: number, max: number, step: number): number;
  hex(length: number): string;
  /** Where the stream is: createRandom(state()) goes on with the same numbers. */
  state(): number;
}

function mulberry32(seed: number): { next: () => number; state: () => number } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, state: () => a };
}

const HEX_DIGITS = '0123456789abcdef';

export function createRandom(seed: number): Random {
  const { next, state } = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    between: (min, max, step) => {
      const value = Math.round((min + next() * (max - min)) / step) * step;
      return Number(value.toFixed(4));
    },
    hex: (length) => {
      let text = '';
      for (let i = 0; i < length; i++) text += HEX_DIGITS[Math.floor(next() * 16)];
      return text;
    },
    state,
  };
}

/** A stable 32-bit number for a text (FNV-1a), to derive seeds from portal ids. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
