/**
 * A pull request's preview is the whole site built for the path /previews/pr-N/ and kept out of
 * search engines (`npm run build:preview -- N` sets this variable for the build).
 */
export const PREVIEW_ENV = 'CLOUDISLE_PREVIEW';

/** The base URL of the build: / for the site, /previews/pr-N/ for pull request N's preview. */
export function siteBaseUrl(preview = process.env[PREVIEW_ENV]): string {
  if (preview === undefined || preview === '') return '/';
  if (!/^[1-9]\d*$/.test(preview)) {
    throw new Error(`${PREVIEW_ENV} must be a pull request number, got "${preview}".`);
  }
  return `/previews/pr-${preview}/`;
}

/** The pull request number of a preview's base URL, or undefined for the site itself. */
export function previewOf(baseUrl: string): number | undefined {
  const match = /^\/previews\/pr-(\d+)\/$/.exec(baseUrl);
  return match ? Number(match[1]) : undefined;
}
