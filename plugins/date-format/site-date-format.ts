// The options check of the theme's dates, apart from src/dates.ts: the site's own components
// format through src/dates.ts, and the page chunks that print a date then carry neither this
// check nor its messages.
import {written} from '../../src/dates';

/**
 * The theme's dates in the site's style (2025 年 11 月 3 日, 11 月 3 日), in Beijing time whatever
 * zone `options` names. Throws, naming the option, for a field or style the site does not print
 * (a weekday, a time, a numeric month).
 */
export function siteDateFormat(options: Intl.DateTimeFormatOptions): {
  format: (date: Date | number | string) => string;
} {
  // The fields a date may print, with the styles that read `11 月` in Chinese (the theme asks
  // for a `long` month in a post's header and the archive, a `short` one in "last updated").
  const SUPPORTED = new Map<string, readonly string[]>([
    ['year', ['numeric']],
    ['month', ['long', 'short']],
    ['day', ['numeric']],
  ]);
  for (const [key, value] of Object.entries(options)) {
    // Any zone the caller names is replaced by Beijing's.
    if (key === 'timeZone') continue;
    if (!SUPPORTED.get(key)?.includes(String(value))) {
      throw new Error(
        `siteDateFormat (plugins/date-format): the option ${key}: ${JSON.stringify(value)} is not ` +
          'supported; the site prints a year (numeric), a month (long or short) and a day ' +
          '(numeric). Add the style to SUPPORTED and to written() in src/dates.ts if a page needs it.',
      );
    }
  }
  if (!options.year && !options.month && !options.day) {
    throw new Error(
      'siteDateFormat (plugins/date-format): name a year, a month or a day to print.',
    );
  }
  const fields = {year: !!options.year, month: !!options.month, day: !!options.day};
  return {format: (date) => written(date, fields)};
}
