import {operator} from './operator';

/**
 * A pull request's preview is the whole site built for a host of its own, pr-N.<previewDomain>
 * (src/operator.ts), and kept out of search engines (`npm run build:preview -- N` sets this
 * variable to N). A host per preview, not a path of a shared one: each preview is then an origin
 * of its own, so a preview, which anyone's pull request can fill, cannot read or rewrite another
 * preview's pages, storage or service worker, nor send it host cookies.
 */
export const PREVIEW_ENV = 'CLOUDISLE_PREVIEW';

/** A pull request number as `build:preview` takes it: 1 to 999999999, no leading zero. */
const PR_NUMBER = /^[1-9]\d{0,8}$/;

/** Whether a value (from release.json, say) is a pull request number. */
export const isPullRequestNumber = (value: unknown): value is number =>
  typeof value === 'number' && PR_NUMBER.test(String(value));

/** The pull request whose preview this build is, or undefined for the site itself. */
export function previewNumber(value = process.env[PREVIEW_ENV]): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!PR_NUMBER.test(value)) {
    throw new Error(`${PREVIEW_ENV} must be a pull request number, got "${value}".`);
  }
  return Number(value);
}

/** The host name of pull request `number`'s preview. */
export const previewHost = (number: number) => `pr-${number}.${operator.previewDomain}`;

/** The public origin of a build: the site's, or its own host's for pull request `preview`'s preview. */
export function siteOrigin(preview = previewNumber()): string {
  return preview === undefined ? operator.siteUrl : `https://${previewHost(preview)}`;
}

/** The public address of pull request `number`'s preview. */
export function previewAddress(number: string): string {
  const preview = previewNumber(number);
  if (preview === undefined) throw new Error('A preview needs a pull request number.');
  return `${siteOrigin(preview)}/`;
}
