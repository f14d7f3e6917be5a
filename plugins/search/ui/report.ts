/**
 * Searches that helped nobody, sent to the site's analytics so that staff can turn them into
 * aliases or content (docs/staff/publishing.md says where to find them). Only when analytics is
 * configured: plugins/analytics then sets up Baidu Tongji's queue, window._hmt; without it
 * nothing is sent or kept. The event holds the query and whether it had results, nothing else.
 */
import {useEffect, useRef} from 'react';
import type {SearchState} from './useSearch';

/** The event's category and actions, as staff see them in Baidu Tongji's 事件分析. */
export const SEARCH_EVENT = {category: '站内搜索', noResult: '没有结果', notOpened: '没有打开结果'};

/** The longest query sent: a pasted paragraph is not a query. */
const LONGEST_QUERY = 50;

export function reportUnhelpedSearch(query: string, total: number): void {
  const queue = (window as {_hmt?: unknown})._hmt;
  if (!Array.isArray(queue) || !query) return;
  const action = total === 0 ? SEARCH_EVENT.noResult : SEARCH_EVENT.notOpened;
  queue.push(['_trackEvent', SEARCH_EVENT.category, action, query.slice(0, LONGEST_QUERY)]);
}

/**
 * Reports the last query the player saw results (or none) for, once the search box or page goes
 * away without a result opened. Returns what to call when the player opens one.
 */
export function useUnhelpedSearchReport({status, query, total}: SearchState): () => void {
  const last = useRef({query: '', total: 0, opened: false});
  useEffect(() => {
    if (status === 'ready') last.current = {query, total, opened: false};
  }, [status, query, total]);
  useEffect(
    () => () => {
      if (!last.current.opened) reportUnhelpedSearch(last.current.query, last.current.total);
    },
    [],
  );
  return () => {
    last.current.opened = true;
  };
}
