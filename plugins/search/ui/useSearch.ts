import {useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {search, type SearchHit, type SearchResults} from './engine';

export type SearchStatus = 'idle' | 'searching' | 'ready' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the hits belong to. */
  query: string;
  total: number;
  hits: SearchHit[];
}

const idle: SearchState = {status: 'idle', query: '', total: 0, hits: []};

/** Typing pauses shorter than this do not start a search. */
const DEBOUNCE_MS = 120;

/**
 * Runs `query` once typing pauses and returns its first `pageSize` hits; `loadMore` appends the
 * next page. While a new query runs, the previous hits stay on screen.
 */
export function useSearch(query: string, pageSize: number) {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [state, setState] = useState<SearchState>(idle);
  const [attempt, setAttempt] = useState(0);
  const results = useRef<SearchResults | null>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) {
      setState(idle);
      return undefined;
    }
    let current = true;
    setState((previous) => ({...previous, status: 'searching'}));
    const timer = setTimeout(async () => {
      try {
        const found = await search(baseUrl, trimmed);
        const hits = await found.load(0, pageSize);
        if (!current) return;
        results.current = found;
        setState({status: 'ready', query: trimmed, total: found.total, hits});
      } catch {
        if (current) setState({...idle, status: 'error', query: trimmed});
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, baseUrl, pageSize, attempt]);

  async function loadMore() {
    const found = results.current;
    if (!found) return;
    const more = await found.load(state.hits.length, state.hits.length + pageSize);
    setState((previous) => ({...previous, hits: [...previous.hits, ...more]}));
  }

  return {...state, loadMore, retry: () => setAttempt((count) => count + 1)};
}
