import {operator} from './operator';

/**
 * A pull request's preview is the whole site built for the path /previews/pr-N/ of the previews'
 * own origin and kept out of search engines (`npm run build:preview -- N` sets this variable).
 */
export const PREVIEW_ENV = 'CLOUDISLE_PREVIEW';

/** A pull request number as a preview's base URL spells it. */
const PR_NUMBER = '[1-9]\\d{0,8}';

/** The base URL of the build: / for the site, /previews/pr-N/ for pull request N's preview. */
export function siteBaseUrl(preview = process.env[PREVIEW_ENV]): string {
  if (preview === undefined || preview === '') return '/';
  if (!new RegExp(`^${PR_NUMBER}$`).test(preview)) {
    throw new Error(`${PREVIEW_ENV} must be a pull request number, got "${preview}".`);
  }
  return `/previews/pr-${preview}/`;
}

/** The pull request number of a preview's base URL, or undefined for the site itself. */
export function previewOf(baseUrl: string): number | undefined {
  const match = new RegExp(`^/previews/pr-(${PR_NUMBER})/$`).exec(baseUrl);
  return match ? Number(match[1]) : undefined;
}

/** The origin a build is served from: the site's, or the previews' own for a preview. */
export function siteOrigin(baseUrl = siteBaseUrl()): string {
  return previewOf(baseUrl) === undefined ? operator.siteUrl : operator.previewUrl;
}

/** The public address of pull request `number`'s preview. */
export function previewAddress(number: string): string {
  if (number === '') throw new Error('A preview needs a pull request number.');
  return `${operator.previewUrl}${siteBaseUrl(number)}`;
}
