/** Naming rules of changelog posts, shared by the scaffold and the content check. */

export const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** 云岛 opened on this day; no post can be older. */
export const OPENING_DAY = '2023-05-20';

/** Posts are dated in Beijing time. */
export const UTC_OFFSET = '+08:00';

export type PostSlug =
  | {kind: 'monthly'; year: number; month: number}
  | {kind: 'merged-range'; year: number; firstMonth: number; lastMonth: number}
  | {kind: 'version'; version: string}
  | {kind: 'other'};

const MONTH = `(${MONTHS.join('|')})`;
const MONTHLY = new RegExp(`^${MONTH}-(\\d{4})-updates-merged$`);
const MERGED_RANGE = new RegExp(`^(\\d{4})-${MONTH}-${MONTH}-updates-merged$`);
const VERSION = /^ver(\d+\.\d+\.\d+)$/;
export const PLAIN_SLUG = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;

export function parsePostSlug(slug: string): PostSlug {
  const monthIndex = (name: string) => MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1;
  let match = MONTHLY.exec(slug);
  if (match) return {kind: 'monthly', year: Number(match[2]), month: monthIndex(match[1]!)};
  match = MERGED_RANGE.exec(slug);
  if (match) {
    return {
      kind: 'merged-range',
      year: Number(match[1]),
      firstMonth: monthIndex(match[2]!),
      lastMonth: monthIndex(match[3]!),
    };
  }
  match = VERSION.exec(slug);
  if (match) return {kind: 'version', version: match[1]!};
  return {kind: 'other'};
}

export function monthlySlug(year: number, month: number): string {
  return `${MONTHS[month - 1]}-${year}-updates-merged`;
}

export function versionSlug(version: string): string {
  return `ver${version}`;
}

/** The tag a post of this kind must carry. */
export function requiredTag(slug: PostSlug): string | undefined {
  if (slug.kind === 'monthly' || slug.kind === 'merged-range') return 'monthly-update';
  if (slug.kind === 'version') return 'updates';
  return undefined;
}

/** Days in a month (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** YYYY-MM-DD of an instant, in Beijing time. */
export function beijingDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
