/**
 * What changed since the player's last visit, as the latest page view found it: show.tsx (loaded
 * from the second visit on) sets it, the theme wraps in ./theme render it. Nothing on a first
 * visit, before show.tsx has loaded, or in the server's render. Kept small: the wrap that reads
 * it is on every docs page.
 */
import {useSyncExternalStore, type ReactNode} from 'react';

export interface SinceLastVisit {
  /** The page viewed (its key, see seen.ts). */
  page: string;
  /** 有更新 on the page viewed, when it changed since the player saw it. */
  note?: ReactNode;
  /** On the home page, the pages changed since the last visit and not read since. */
  home?: ReactNode;
}

let current: SinceLastVisit | undefined;
const listeners = new Set<() => void>();

export function setSinceLastVisit(next: SinceLastVisit): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useSinceLastVisit = (): SinceLastVisit | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
