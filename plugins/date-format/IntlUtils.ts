// Stands in for @docusaurus/theme-common/lib/utils/IntlUtils (see ./index.ts): the theme's blog
// post header, blog archive and "last updated" line print dates through useDateTimeFormat.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteDateFormat} from './site-date-format';

/** The locale's calendar, as the original module gives it. */
export function useCalendar(): string | undefined {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]?.calendar;
}

/** The site's style (2025 年 11 月 3 日) in Beijing time, whatever zone the theme asks for. */
export function useDateTimeFormat(
  options: Intl.DateTimeFormatOptions = {},
): ReturnType<typeof siteDateFormat> {
  return siteDateFormat(options);
}
