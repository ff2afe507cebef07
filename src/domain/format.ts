// The one formatting module of the console: numbers, prices, km, dates and times in es-ES, dates in
// the business time zone. Every screen formats through here. Pure and dependency-free so the server
// can share it (file sizes in its messages).

/** The business time zone (Europe/Madrid), configurable at build time with VITE_TIME_ZONE. */
export const BUSINESS_TIME_ZONE: string =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_TIME_ZONE ||
  'Europe/Madrid';

export const LOCALE = 'es-ES';

/** What a missing value shows as in tables and sheets. */
export const EMPTY_TEXT = '—';

/** A number formatter: `Intl.NumberFormat`'s `format`, or one that remembers its answers. */
interface NumberFormatter {
  format(n: number): string;
}

/** How many answers a remembered formatter keeps before it starts again. */
export const REMEMBERED_ANSWERS = 4096;

/**
 * A number formatter (`Intl.NumberFormat`) that remembers its answers: a table formats the same
 * few values (power, warranty months, whole prices) over and over — the Stock Quiter's 10,000
 * rows are 20,000 calls for a handful of distinct values — and a Map lookup is a fraction of a
 * format. Past REMEMBERED_ANSWERS distinct values it forgets them all and starts again, so it
 * never grows without bound.
 */
export const rememberedFormat = (intl: NumberFormatter): NumberFormatter => {
  const answers = new Map<number, string>();
  return {
    format(n) {
      // -0 shares 0's key in a Map but not its text ('-0').
      if (Object.is(n, -0)) return intl.format(n);
      let text = answers.get(n);
      if (text === undefined) {
        if (answers.size >= REMEMBERED_ANSWERS) answers.clear();
        text = intl.format(n);
        answers.set(n, text);
      }
      return text;
    },
  };
};

// Spanish CLDR leaves 4-digit numbers ungrouped ('9590 €'); staff read '9.590 €' next to
// '10.090 €' in the same column, so grouping is always on.
// Whole euros without decimals ('9.790 €', as dealers price cars); cents always with two
// ('5.590,50 €', never '5.590,5 €').
/** Euros in es-ES, always grouped, remembered (rememberedFormat). */
const eurosFormat = (options: Intl.NumberFormatOptions) =>
  rememberedFormat(
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
      ...options,
    }),
  );
const euros = eurosFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});
const numbers = rememberedFormat(
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, useGrouping: 'always' }),
);
const integers = rememberedFormat(
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: 'always' }),
);
const percent = rememberedFormat(
  new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    maximumFractionDigits: 1,
    useGrouping: 'always',
  }),
);

const dateParts = (timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeParts = (timeZone: string, seconds = false) =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
const timeParts = (timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const day = dateParts(BUSINESS_TIME_ZONE);
const dayAndTime = dateTimeParts(BUSINESS_TIME_ZONE);
const time = timeParts(BUSINESS_TIME_ZONE);
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A number from a number or a numeric string ('9790', '9790.5'); null otherwise. */
export const toNumber = (value: unknown): number | null => {
  if (isNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** A date from an ISO string, epoch milliseconds or a Date; null when unreadable. */
export const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * How many decimals the prices of one list show: 2 on every one of them when any has cents,
 * none when all are whole euros. A column then reads alike ('1.890,00 €' above '5.590,50 €',
 * never '1.890 €' above it); a list of whole prices stays as dealers write them ('9.790 €').
 */
export type EuroDecimals = 0 | 2;

const hasCents = (n: number) => Math.round(n * 100) % 100 !== 0;

/** The decimals a list of prices shows (see EuroDecimals); missing values do not count. */
export const euroDecimals = (values: Iterable<unknown>): EuroDecimals => {
  for (const value of values) {
    const n = toNumber(value);
    if (n !== null && hasCents(n)) return 2;
  }
  return 0;
};

const wholeEuros = eurosFormat({ maximumFractionDigits: 0 });
const centEuros = eurosFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * '9.790 €', '1.234,50 €'; `empty` (—) when there is no price. A price in a list passes the
 * list's `decimals` (euroDecimals); a price on its own shows cents only when it has some.
 */
export const formatEuros = (
  value: unknown,
  empty = EMPTY_TEXT,
  decimals?: EuroDecimals,
): string => {
  const n = toNumber(value);
  if (n === null) return empty;
  const format = decimals === undefined ? euros : decimals === 2 ? centEuros : wholeEuros;
  return format.format(n);
};

const amountCents = rememberedFormat(
  new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }),
);

/** An amount of euros as a price field shows it, without the sign: '6.499', '5.590,50'. */
export const formatEuroAmount = (value: unknown, empty = ''): string => {
  const n = toNumber(value);
  if (n === null) return empty;
  return hasCents(n) ? amountCents.format(n) : integers.format(n);
};

/** A number as a person types it into a field: no grouping, a decimal comma ('5590,5'). */
export const formatTypedNumber = (value: unknown): string => {
  const n = toNumber(value);
  return n === null ? '' : String(n).replace('.', ',');
};

/** '1.234,56' (up to two decimals); `empty` when not a number. */
export const formatNumber = (value: unknown, empty = EMPTY_TEXT): string => {
  const n = toNumber(value);
  return n === null ? empty : numbers.format(n);
};

/** '7.177' (rounded, grouped); `empty` when not a number. */
export const formatInteger = (value: unknown, empty = EMPTY_TEXT): string => {
  const n = toNumber(value);
  return n === null ? empty : integers.format(n);
};

/** '7.177 km'; `empty` when not a number. */
export const formatKm = (value: unknown, empty = EMPTY_TEXT): string => {
  const n = toNumber(value);
  return n === null ? empty : `${integers.format(n)} km`;
};

/** '12,5 %' from a ratio (0.125). */
export const formatPercent = (ratio: unknown, empty = EMPTY_TEXT): string => {
  const n = toNumber(ratio);
  return n === null ? empty : percent.format(n);
};

/** '23/11/2026' in the business time zone; '' when unreadable. */
export const formatDate = (value: unknown): string => {
  const date = toDate(value);
  return date ? day.format(date) : '';
};

/** '23/11/2026 10:22' in the business time zone; '' when unreadable. */
export const formatDateTime = (value: unknown): string => {
  const date = toDate(value);
  return date ? dayAndTime.format(date).replace(',', '') : '';
};

/**
 * 'dd/mm/aaaa hh:mm:ss' in `timeZone`, for a server's exports whose time zone is its own
 * setting: the formatter is made once and used for every row.
 */
export const dateTimeWithSecondsIn = (timeZone: string): ((date: Date) => string) => {
  const parts = dateTimeParts(timeZone, true);
  return (date) => parts.format(date).replace(',', '');
};

// Spanish short month names, written here rather than taken from Intl: the browsers' and
// Node's data differ ('sep' / 'sept') and a table must read the same everywhere.
const SHORT_MONTHS = 'ene feb mar abr may jun jul ago sept oct nov dic'.split(' ');
const numericParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * '4 dic 2026 10:00' (the month by name, in the business time zone); '' when unreadable.
 * For dates that must not be misread beside a form typed MM/DD/YYYY ('12/04/2026').
 */
export const formatDateTimeWithMonth = (value: unknown): string => {
  const date = toDate(value);
  if (!date) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of numericParts.formatToParts(date)) part[type] = text;
  const month = SHORT_MONTHS[Number(part.month) - 1];
  return `${part.day} ${month} ${part.year} ${part.hour}:${part.minute}`;
};

/** '10:22' in the business time zone; '' when unreadable. */
export const formatTime = (value: unknown): string => {
  const date = toDate(value);
  return date ? time.format(date) : '';
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'hace 5 minutos', 'ayer', 'ahora'; '' when unreadable. */
export const formatRelativeTime = (value: unknown, now: Date = new Date()): string => {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'second');
};

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'];

/** File sizes: '512 B', '1,5 KB', '2,3 MB'; '' when not a size. */
export const formatFileSize = (bytes: unknown): string => {
  if (!isNumber(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits, useGrouping: 'always' }).format(value)} ${SIZE_UNITS[unit]}`;
};

/** '3 de 10' — progress of long actions. */
export const formatProgress = (done: number, total: number): string =>
  `${integers.format(done)} de ${integers.format(total)}`;

// The countdown form shows its dates as MM/DD/YYYY HH:mm:ss (the business time zone's wall clock);
// src/domain/campaigns/dates.ts reads that text back.
const countdownParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '11/23/2026 15:02:33' (MM/DD/YYYY HH:mm:ss in the business time zone); '' when unreadable. */
export const formatCountdownDateTime = (value: unknown): string => {
  const date = toDate(value);
  if (!date) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of countdownParts.formatToParts(date)) part[type] = text;
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
};

const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });

/** '05' — hours, minutes and seconds of a clock or a countdown. */
export const formatTwoDigits = (value: number): string => twoDigits.format(value);

/**
 * '1 vehículo', '3 vehículos', '1.234 eliminados': a count with its word in the singular or
 * the plural (the plural is the singular plus 's' unless given).
 */
export const formatCount = (n: number, singular: string, plural = `${singular}s`): string =>
  `${integers.format(n)} ${n === 1 ? singular : plural}`;
