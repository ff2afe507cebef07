// "hace 5 minutos" for the bell (spec 1 §4), in Spanish through Intl.RelativeTimeFormat.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

/** Relative Spanish description of `date` seen from `now`; '' for an unreadable date. */
export const relativeTime = (date: string | number | Date, now: Date = new Date()): string => {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second'); // "ahora"
};
