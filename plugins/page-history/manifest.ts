/**
 * The manifest of each page's changes to the text players read, written by the build beside the
 * pages and read by the browser (show.tsx) only when a player has been here before.
 */

/** At the site's root: /page-changes.json. */
export const MANIFEST_FILE = 'page-changes.json';

/** The newest changes kept per page: more than a returning player is told about. */
export const CHANGES_KEPT = 10;

export interface Change {
  /** ISO 8601. */
  date: string;
  /** What changed, one sentence without its full stop: staff's 修订说明, or e.g. 改动了“申诉”一节. */
  summary: string;
  /** The revision on the page's history, without the base URL. */
  diff: string;
}

export interface PageChange {
  title: string;
  /** The links of the sidebar categories it is in, outermost first, without the base URL. */
  categories?: string[];
  /** A page for community developers (the data-API reference, technical sharing). */
  developer?: true;
  /** Its visible changes (formatting-only ones left out), newest first, at most CHANGES_KEPT. */
  changes: Change[];
}

/** By the page's address without the base URL. */
export type ChangeManifest = Record<string, PageChange>;
