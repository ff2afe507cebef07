// Each campaign's live countdown — días, horas, minutos, segundos to the end, refreshed every
// second, 'Finalizada' after the end; before the start it counts to the start ('Empieza en …').
// Counted between instants (never between wall clocks), so a daylight-saving change neither adds
// nor removes an hour.
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

const PHASE_ORDER: Record<CountdownPhase, number> = { running: 0, upcoming: 1, ended: 2 };

/**
 * The CountDown Maker's cards: running campaigns first (the soonest to end first), then the
 * ones still to start (the soonest to start first), then the finished ones (the latest
 * ended first); a campaign whose dates cannot be read goes last.
 */
export const countdownCardOrder = <T extends { startDate: unknown; endDate: unknown }>(
  campaigns: readonly T[],
  now: Date | number,
): T[] => {
  const keyed = campaigns.map((campaign) => {
    const countdown = countdownAt(campaign.startDate, campaign.endDate, now);
    if (!countdown) return { campaign, rank: 3, time: 0 };
    const end = (readDateValue(campaign.endDate) as Date).getTime();
    const start = (readDateValue(campaign.startDate) as Date).getTime();
    const time = countdown.phase === 'upcoming' ? start : countdown.phase === 'ended' ? -end : end;
    return { campaign, rank: PHASE_ORDER[countdown.phase], time };
  });
  return keyed.sort((a, b) => a.rank - b.rank || a.time - b.time).map((k) => k.campaign);
};
