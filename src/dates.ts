// 云岛's players and staff are in China: every date the site shows and every date in a post's
// front matter is Beijing time, so the server render, the browser and the checks agree.
//
// Dates are computed from a fixed offset, not with Intl.DateTimeFormat: the first formatter a
// page creates costs a phone about 100 ms of main thread (a CPU 4× slower than a laptop's) while
// it loads its locale and calendar data, and every page with a date paid it on a first visit.
// China has kept UTC+8 all year since 1992 (no daylight saving time), which covers every date
// the site prints.

/** Beijing's offset from UTC, in hours. */
const OFFSET_HOURS = 8;
/** The same zone as ISO writes it, for a post's front matter. */
export const UTC_OFFSET = `+${String(OFFSET_HOURS).padStart(2, '0')}:00`;

/** The calendar fields of an instant in Beijing: read the UTC fields of the instant moved by +8 h. */
function beijing(date: Date | number | string) {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`src/dates.ts: not a date: ${String(date)}`);
  const shifted = new Date(time + OFFSET_HOURS * 60 * 60 * 1000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The fields a date may print, with the styles that read `11 月` in Chinese (the theme asks for a
 * `long` month in a post's header and the archive, a `short` one in "last updated").
 */
const SUPPORTED = new Map<string, readonly string[]>([
  ['year', ['numeric']],
  ['month', ['long', 'short']],
  ['day', ['numeric']],
]);

/**
 * Formats dates the way the site's own text writes them: a space between each number and its
 * unit (2025 年 11 月 3 日, 11 月 3 日), in Beijing time whatever zone `options` names. Used for the
 * site's pages and, through plugins/date-format, for the dates the theme prints. Throws, naming
 * the option, for a field or style the site does not print (a weekday, a time, a numeric month).
 */
export function siteDateFormat(options: Intl.DateTimeFormatOptions): {
  format: (date: Date | number | string) => string;
} {
  for (const [key, value] of Object.entries(options)) {
    // Any zone the caller names is replaced by Beijing's.
    if (key === 'timeZone') continue;
    if (!SUPPORTED.get(key)?.includes(String(value))) {
      throw new Error(
        `siteDateFormat (src/dates.ts): the option ${key}: ${JSON.stringify(value)} is not ` +
          'supported; the site prints a year (numeric), a month (long or short) and a day ' +
          '(numeric). Add the style to SUPPORTED and to format() if a page needs it.',
      );
    }
  }
  if (!options.year && !options.month && !options.day) {
    throw new Error('siteDateFormat (src/dates.ts): name a year, a month or a day to print.');
  }
  return {
    format(date) {
      const {year, month, day} = beijing(date);
      const parts: string[] = [];
      if (options.year) parts.push(`${year} 年`);
      if (options.month) parts.push(`${month} 月`);
      if (options.day) parts.push(`${day} 日`);
      return parts.join(' ');
    },
  };
}

const longDate = siteDateFormat({year: 'numeric', month: 'long', day: 'numeric'});
const longMonth = siteDateFormat({year: 'numeric', month: 'long'});

/** A day as the site writes it, e.g. 2025 年 11 月 3 日 (Beijing time). */
export function formatDate(date: string | Date): string {
  return longDate.format(date);
}

/** A month as the site writes it, e.g. 2025 年 11 月 (Beijing time). */
export function formatMonth(date: string | Date): string {
  return longMonth.format(date);
}

/** YYYY-MM-DD of an instant, in Beijing time. */
export function beijingDay(date: Date): string {
  const {year, month, day} = beijing(date);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** HH:MM of an instant, in Beijing time. */
export function beijingTime(date: Date): string {
  const {hour, minute} = beijing(date);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
