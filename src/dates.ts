// 云岛's players and staff are in China: every date the site shows and every date in a post's
// front matter is Beijing time, so the server render, the browser and the checks agree.

/** Beijing's time zone, for Intl. */
const TIME_ZONE = 'Asia/Shanghai';
/** The same zone as a fixed offset, for ISO dates (China has no daylight saving time). */
export const UTC_OFFSET = '+08:00';

// en-CA formats a date as YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * Formats dates the way the site's own text writes them: a space between each number and its
 * unit (2025 年 11 月 3 日, 11 月 3 日), in Beijing time whatever zone `options` names. Used for the
 * site's pages and, through plugins/date-format, for the dates the theme prints.
 */
export function siteDateFormat(options: Intl.DateTimeFormatOptions): {
  format: (date: Date | number) => string;
} {
  const parts = new Intl.DateTimeFormat('zh-CN', {...options, timeZone: TIME_ZONE});
  return {
    format: (date) =>
      parts
        .formatToParts(date)
        .map(({type, value}) => (type === 'literal' ? ` ${value.trim()} ` : value))
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
  };
}

const longDate = siteDateFormat({year: 'numeric', month: 'long', day: 'numeric'});
const longMonth = siteDateFormat({year: 'numeric', month: 'long'});

/** A day as the site writes it, e.g. 2025 年 11 月 3 日 (Beijing time). */
export function formatDate(date: string | Date): string {
  return longDate.format(new Date(date));
}

/** A month as the site writes it, e.g. 2025 年 11 月 (Beijing time). */
export function formatMonth(date: string | Date): string {
  return longMonth.format(new Date(date));
}

/** YYYY-MM-DD of an instant, in Beijing time. */
export function beijingDay(date: Date): string {
  return isoDay.format(date);
}

/** HH:MM of an instant, in Beijing time. */
export function beijingTime(date: Date): string {
  return clock.format(date);
}
