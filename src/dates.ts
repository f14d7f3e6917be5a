// 云岛's players and staff are in China: every date the site shows and every date in a post's
// front matter is Beijing time, so the server render, the browser and the checks agree.
//
// Dates are computed from a fixed offset, not with Intl.DateTimeFormat: the first formatter a
// page creates costs a phone about 100 ms of main thread (a CPU 4× slower than a laptop's) while
// it loads its locale and calendar data, and every page with a date paid it on a first visit.
// China has kept UTC+8 all year since 1992 (no daylight saving time), which covers every date
// the site prints.

/** Beijing's offset from UTC as ISO writes it, for a post's front matter. */
export const UTC_OFFSET = '+08:00';
/** The same offset in hours. */
const OFFSET_HOURS = Number(UTC_OFFSET.slice(0, 3));

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

/** Which of a date's fields to print. */
export interface Fields {
  year?: boolean;
  month?: boolean;
  day?: boolean;
}

/**
 * A date as the site's own text writes it: a space between each number and its unit (2025 年 11
 * 月 3 日, 11 月 3 日), in Beijing time. The theme's dates go through plugins/date-format, which
 * checks the options it is given before calling this.
 */
export function written(date: Date | number | string, fields: Fields): string {
  const {year, month, day} = beijing(date);
  const parts: string[] = [];
  if (fields.year) parts.push(`${year} 年`);
  if (fields.month) parts.push(`${month} 月`);
  if (fields.day) parts.push(`${day} 日`);
  return parts.join(' ');
}

/** A day as the site writes it, e.g. 2025 年 11 月 3 日 (Beijing time). */
export function formatDate(date: string | Date): string {
  return written(date, {year: true, month: true, day: true});
}

/** A month as the site writes it, e.g. 2025 年 11 月 (Beijing time). */
export function formatMonth(date: string | Date): string {
  return written(date, {year: true, month: true});
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
