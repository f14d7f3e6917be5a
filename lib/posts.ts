/**
 * Changelog posts: their naming rules (shared by the scaffold and the content check), how
 * versions compare, and a reader of their front matter and text for the plugins, scripts and tests.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {versionOfSlug} from './version-slug';

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

export type PostSlug =
  | {kind: 'monthly'; year: number; month: number}
  | {kind: 'merged-range'; year: number; firstMonth: number; lastMonth: number}
  | {kind: 'version'; version: string}
  | {kind: 'other'};

const MONTH = `(${MONTHS.join('|')})`;
const MONTHLY = new RegExp(`^${MONTH}-(\\d{4})-updates-merged$`);
const MERGED_RANGE = new RegExp(`^(\\d{4})-${MONTH}-${MONTH}-updates-merged$`);
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
  const version = versionOfSlug(slug);
  if (version) return {kind: 'version', version};
  return {kind: 'other'};
}

export function monthlySlug(year: number, month: number): string {
  return `${MONTHS[month - 1]}-${year}-updates-merged`;
}

export {versionSlug} from './version-slug';

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

/** Orders "2.6.9" before "2.6.16": version numbers compare part by part, as numbers. */
function compareVersions(a: string, b: string): number {
  const [left, right] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The version post of the highest version among `posts`, with that version; a fix for an
 * older version posted later does not replace it. Undefined when none is a version post.
 */
export function highestVersionPost<T>(
  posts: T[],
  slugOf: (post: T) => string,
): {post: T; version: string} | undefined {
  let highest: {post: T; version: string} | undefined;
  for (const post of posts) {
    const slug = parsePostSlug(slugOf(post));
    if (slug.kind !== 'version') continue;
    if (!highest || compareVersions(slug.version, highest.version) > 0) {
      highest = {post, version: slug.version};
    }
  }
  return highest;
}

export interface PostFrontMatter {
  /** Path relative to the site directory, e.g. blog/2025-11-03-ver2.6.16.mdx. */
  file: string;
  slug: string;
  title: string;
  date: Date;
  tags: string[];
  authors: string[];
  /** Drafts are left out of the production build. */
  draft: boolean;
  /** Unlisted posts have a page but appear in no list, feed or sitemap. */
  unlisted: boolean;
  /** The Markdown after the front matter. */
  content: string;
}

/**
 * The front matter of the posts in `siteDir/blog`, newest first. It trusts the front matter
 * (npm run check:content, which runs before every build, has checked it).
 */
export function readPosts(siteDir: string): PostFrontMatter[] {
  const root = path.join(siteDir, 'blog');
  return readdirSync(root)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const {data, content} = matter(readFileSync(path.join(root, file), 'utf8'));
      return {
        file: `blog/${file}`,
        slug: String(data.slug),
        title: String(data.title),
        date: new Date(data.date),
        tags: data.tags ?? [],
        authors: data.authors ?? [],
        draft: data.draft === true,
        unlisted: data.unlisted === true,
        content,
      };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** The newest post that is published and listed: the one the blog's first page opens with. */
export function newestListedPost(siteDir: string): PostFrontMatter {
  const post = readPosts(siteDir).find(({draft, unlisted}) => !draft && !unlisted);
  if (!post) throw new Error(`${path.join(siteDir, 'blog')} has no published, listed post`);
  return post;
}
