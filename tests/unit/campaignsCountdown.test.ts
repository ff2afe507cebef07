// CountDown Maker's live countdown (días, horas, minutos, segundos, refreshed every second,
// 'Finalizada' after the end), counted between instants so that a daylight-saving change in
// Europe/Madrid neither adds nor removes an hour.
import { describe, expect, it } from 'vitest';
import {
  countdownAt,
  countdownCardOrder,
  countdownText,
  type Countdown,
} from '../../src/domain/campaigns';

const SECOND = 1000;
const parts = (c: Countdown | null) =>
  c && { phase: c.phase, d: c.days, h: c.hours, m: c.minutes, s: c.seconds };

describe('countdownAt', () => {
  const start = '2026-11-20T09:00:00.000Z';
  const end = '2026-11-30T22:59:59.000Z';

  it('splits the time left to the end into days, hours, minutes and seconds', () => {
    const now = new Date('2026-11-23T14:02:33.000Z');
    // 7 d 8 h 57 min 26 s
    expect(parts(countdownAt(start, end, now))).toEqual({
      phase: 'running',
      d: 7,
      h: 8,
      m: 57,
      s: 26,
    });
  });

  it('ticks down one second per second and drops the part of a second left', () => {
    const now = new Date('2026-11-30T22:59:57.400Z').getTime();
    expect(parts(countdownAt(start, end, now))).toMatchObject({ d: 0, h: 0, m: 0, s: 1 });
    expect(parts(countdownAt(start, end, now + SECOND))).toMatchObject({ s: 0 });
  });

  it("says 'Finalizada' from the end instant on", () => {
    expect(countdownAt(start, end, new Date(end))?.phase).toBe('ended');
    expect(countdownAt(start, end, new Date('2027-01-01T00:00:00Z'))?.phase).toBe('ended');
    expect(countdownText(countdownAt(start, end, new Date(end)))).toBe('Finalizada');
  });

  it('before the start counts down to the start', () => {
    const now = new Date('2026-11-19T08:00:00.000Z');
    expect(parts(countdownAt(start, end, now))).toEqual({
      phase: 'upcoming',
      d: 1,
      h: 1,
      m: 0,
      s: 0,
    });
    expect(countdownText(countdownAt(start, end, now))).toBe('Empieza en 1 d 01:00:00');
  });

  it('is null when a date cannot be read', () => {
    expect(countdownAt('', end, new Date())).toBeNull();
    expect(countdownAt(start, 'mañana', new Date())).toBeNull();
    expect(countdownText(null)).toBe('');
  });

  it('shows the running countdown as days and a clock', () => {
    const now = new Date('2026-11-23T14:02:33.000Z');
    expect(countdownText(countdownAt(start, end, now))).toBe('7 d 08:57:26');
  });
});

describe('countdown across a daylight-saving change in Europe/Madrid', () => {
  // Sunday 25 October 2026, 03:00 CEST → 02:00 CET: that Madrid day lasts 25 hours.
  it('from Saturday 00:00 to Monday 00:00 (Madrid) in October is 49 real hours', () => {
    const saturday = '2026-10-23T22:00:00.000Z'; // Sat 24 Oct 00:00 CEST
    const monday = '2026-10-25T23:00:00.000Z'; // Mon 26 Oct 00:00 CET
    expect(parts(countdownAt(saturday, monday, new Date(saturday)))).toEqual({
      phase: 'running',
      d: 2,
      h: 1,
      m: 0,
      s: 0,
    });
  });

  it('loses exactly one second per second while the clocks go back', () => {
    const end = '2026-10-25T23:00:00.000Z';
    const beforeChange = new Date('2026-10-25T00:59:59.000Z').getTime(); // 02:59:59 CEST
    const a = countdownAt('2026-10-01T00:00:00Z', end, beforeChange);
    const b = countdownAt('2026-10-01T00:00:00Z', end, beforeChange + SECOND); // 02:00:00 CET
    expect(a && b && a.totalSeconds - b.totalSeconds).toBe(1);
    expect(parts(b)).toEqual({ phase: 'running', d: 0, h: 22, m: 0, s: 0 });
  });

  // Sunday 29 March 2026, 02:00 CET → 03:00 CEST: that Madrid day lasts 23 hours.
  it('from Saturday 00:00 to Monday 00:00 (Madrid) in March is 47 real hours', () => {
    const saturday = '2026-03-27T23:00:00.000Z'; // Sat 28 Mar 00:00 CET
    const monday = '2026-03-29T22:00:00.000Z'; // Mon 30 Mar 00:00 CEST
    expect(parts(countdownAt(saturday, monday, new Date(saturday)))).toEqual({
      phase: 'running',
      d: 1,
      h: 23,
      m: 0,
      s: 0,
    });
    const beforeChange = new Date('2026-03-29T00:59:59.000Z').getTime(); // 01:59:59 CET
    const a = countdownAt(saturday, monday, beforeChange);
    const b = countdownAt(saturday, monday, beforeChange + SECOND); // 03:00:00 CEST
    expect(a && b && a.totalSeconds - b.totalSeconds).toBe(1);
  });
});

describe('countdownCardOrder', () => {
  it('running (soonest end first), then upcoming, then finished (latest first), unreadable last', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const c = (name: string, startDate: string, endDate: string) => ({ name, startDate, endDate });
    const cards = [
      c('finished long ago', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      c('running long', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z'),
      c('broken', '', '2027-01-01T00:00:00Z'),
      c('upcoming later', '2026-12-20T00:00:00Z', '2026-12-31T00:00:00Z'),
      c('finished yesterday', '2026-11-01T00:00:00Z', '2026-11-22T12:00:00Z'),
      c('running short', '2026-11-20T00:00:00Z', '2026-11-24T00:00:00Z'),
      c('upcoming soon', '2026-11-25T00:00:00Z', '2026-12-31T00:00:00Z'),
    ];
    expect(countdownCardOrder(cards, now).map((x) => x.name)).toEqual([
      'running short',
      'running long',
      'upcoming soon',
      'upcoming later',
      'finished yesterday',
      'finished long ago',
      'broken',
    ]);
  });
});
