import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../src/domain/format';
import { relativeTime } from '../../src/layout/relativeTime';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime (bell dates in Spanish)', () => {
  it('describes past dates in Spanish', () => {
    expect(relativeTime(ago(10), now)).toBe('ahora');
    expect(relativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(relativeTime(ago(3 * 3600), now)).toBe('hace 3 horas');
    expect(relativeTime(ago(24 * 3600), now)).toBe('ayer');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('hace 3 días');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('el año pasado');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(relativeTime('no es una fecha', now)).toBe('');
  });

  it("is the formatting module's relative time (one module formats everything)", () => {
    expect(relativeTime).toBe(formatRelativeTime);
  });
});
