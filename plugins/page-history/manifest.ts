/**
 * The manifest of each page's newest change to its wording, written by the build beside the pages
 * and read by the browser (show.ts) only when a player has been here before.
 */

/** At the site's root: /page-changes.json. */
export const MANIFEST_FILE = 'page-changes.json';

export interface PageChange {
  title: string;
  /** ISO 8601. */
  date: string;
  /** What changed, one sentence without its full stop: staff's 修订说明, or e.g. 改动了“申诉”一节. */
  summary: string;
  /** The revision on the page's history, without the base URL. */
  diff: string;
}

/** By the page's address without the base URL. */
export type ChangeManifest = Record<string, PageChange>;
