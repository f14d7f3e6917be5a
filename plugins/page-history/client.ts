/**
 * Changed since your last visit, without an account: the browser remembers when the player last
 * saw each wiki and technical-sharing page (localStorage, key pages-seen). From the second visit
 * on, show.tsx (a chunk of its own) fetches the build's manifest of changes and marks what changed
 * since; a first visit loads neither. Kept small: it is on every page.
 */
import type {ClientModule} from '@docusaurus/types';
import {pageKey, type Seen} from './seen';

/** Without a page view for this long, the next one starts a new visit. */
const VISIT_GAP = 30 * 60_000;
const KEY = 'pages-seen';

function stored(): Seen | undefined {
  try {
    const seen = JSON.parse(localStorage.getItem(KEY) ?? '') as Seen;
    return typeof seen.pages === 'object' && seen.pages !== null ? seen : undefined;
  } catch {
    return undefined;
  }
}

const client: ClientModule = {
  onRouteDidUpdate({location}) {
    const now = Date.now();
    const before = stored();
    const seen: Seen = before ? {...before, pages: {...before.pages}} : {last: now, pages: {}};
    if (before && now - before.last > VISIT_GAP) seen.previous = before.last;
    const path = pageKey(location.pathname);
    if (/\/(docs|dev)\//.test(path)) seen.pages[path] = now;
    seen.last = now;
    try {
      localStorage.setItem(KEY, JSON.stringify(seen));
    } catch {
      // No storage: the theme's colour mode has logged Docusaurus's warning once already.
      return;
    }
    if (seen.previous !== undefined)
      void import('./show').then(({show}) => show(path, seen, before?.pages ?? {}));
  },
};

export default client;
