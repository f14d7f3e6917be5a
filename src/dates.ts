// 云岛's players and staff are in China: every date the site shows and every date in a post's
// front matter is Beijing time, so the server render, the browser and the checks agree.

/** Beijing's time zone, for Intl. */
const TIME_ZONE = 'Asia/Shanghai';
/** The same zone as a fixed offset, for ISO dates (China has no daylight saving time). */
export const UTC_OFFSET = '+08:00';

const longDate = new Intl.DateTimeFormat('zh-CN', {dateStyle: 'long', timeZone: TIME_ZONE});
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

/** A date as the site prints it, e.g. 2025年11月3日. */
export function formatDate(date: string | Date): string {
  return longDate.format(new Date(date));
}

/** A day as the site's own text writes it, e.g. 2025 年 11 月 3 日 (Beijing time). */
export function formatDay(date: string | Date): string {
  const [year, month, day] = beijingDay(new Date(date)).split('-').map(Number);
  return `${year} 年 ${month} 月 ${day} 日`;
}

/** YYYY-MM-DD of an instant, in Beijing time. */
export function beijingDay(date: Date): string {
  return isoDay.format(date);
}

/** HH:MM of an instant, in Beijing time. */
export function beijingTime(date: Date): string {
  return clock.format(date);
}
