// Spec 2 "CountDown Maker", §4 and §9: each campaign's live countdown — días, horas,
// minutos, segundos to the end, refreshed every second, 'Finalizada' after the end; before
// the start it counts to the start ('Empieza en …'). Counted between instants (never
// between wall clocks), so a daylight-saving change neither adds nor removes an hour.
import { formatInteger, formatTwoDigits } from '../format';
import { readDateValue } from './dates';

export type CountdownPhase = 'upcoming' | 'running' | 'ended';

export interface Countdown {
  phase: CountdownPhase;
  /** Whole seconds left to the instant counted to (the start, or the end). */
  totalSeconds: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ENDED_TEXT = 'Finalizada';

/** The countdown at `now`; null when a date cannot be read. */
export const countdownAt = (
  startDate: unknown,
  endDate: unknown,
  now: Date | number,
): Countdown | null => {
  const start = readDateValue(startDate);
  const end = readDateValue(endDate);
  if (!start || !end) return null;
  const at = typeof now === 'number' ? now : now.getTime();
  const phase: CountdownPhase =
    at >= end.getTime() ? 'ended' : at < start.getTime() ? 'upcoming' : 'running';
  const target = phase === 'upcoming' ? start.getTime() : end.getTime();
  const totalSeconds = Math.max(0, Math.floor((target - at) / 1000));
  return {
    phase,
    totalSeconds,
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
};

/** '7 d 08:57:26', 'Empieza en 1 d 01:00:00', 'Finalizada'; '' when unknown. */
export const countdownText = (countdown: Countdown | null): string => {
  if (!countdown) return '';
  if (countdown.phase === 'ended') return ENDED_TEXT;
  const { days, hours, minutes, seconds } = countdown;
  const clock = `${formatInteger(days)} d ${formatTwoDigits(hours)}:${formatTwoDigits(minutes)}:${formatTwoDigits(seconds)}`;
  return countdown.phase === 'upcoming' ? `Empieza en ${clock}` : clock;
};
