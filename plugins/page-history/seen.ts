/**
 * What the browser remembers of the player's visits (client.ts writes it on every page, show.tsx
 * reads it from the second visit on).
 */

/** What is stored, times in ms since 1970. Not trusted: show.tsx compares only numbers. */
export interface Seen {
  /** The last page view. */
  last: number;
  /** The last page view of the visit before this one; none during the first visit. */
  previous?: number;
  /** When each page was last seen, by its address (base URL included) without a final slash. */
  pages: Record<string, number>;
}

/** A page's key in `pages`: its address without a final slash (the home page is /). */
export const pageKey = (pathname: string) => pathname.replace(/\/$/, '') || '/';
