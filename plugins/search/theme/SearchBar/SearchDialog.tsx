import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import SearchHit from '../../ui/SearchHit';
import {MESSAGES, SEARCH_FIELD} from '../../ui/messages';
import SearchStatus from '../../ui/SearchStatus';
import {useSearch} from '../../ui/useSearch';
import {useUnhelpedSearchReport} from '../../ui/report';
import {searchPagePath, type SearchHit as SearchHitData} from '../../ui/engine';
import fieldStyles from '../../ui/SearchField.module.css';
import styles from './SearchDialog.module.css';

/**
 * Hits shown in the dialog: about what a phone shows without scrolling (six on a 390×844
 * screen). Each hit downloads its page's text, so more would cost the first search more bytes
 * than it shows; the search page lists them all.
 */
const DIALOG_HITS = 6;

/**
 * The combobox's keys: the arrows move through the hits (-1 is the text field; moving past either
 * end of the list comes back to it), Enter opens the chosen hit or the search page, Escape closes.
 */
function useComboboxKeys(
  hits: readonly unknown[],
  onEnter: (active: number) => void,
  onEscape: () => void,
) {
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [hits]);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return hits.length - 1;
        return next >= hits.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter(active);
    } else if (event.key === 'Escape') {
      // A search field would otherwise take the first Escape to clear itself.
      event.preventDefault();
      onEscape();
    }
  }
  return {active, onKeyDown};
}

/** The listbox of hits; the chosen one scrolls into view. */
function HitList({
  id,
  hits,
  active,
  optionId,
  onOpen,
}: {
  id: string;
  hits: SearchHitData[];
  active: number;
  optionId: (index: number) => string;
  onOpen: (url: string) => void;
}): ReactNode {
  const listbox = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listbox.current?.children[active]?.scrollIntoView({block: 'nearest'});
  }, [active]);
  return (
    <ul ref={listbox} id={id} role="listbox" aria-label="搜索结果" className={styles.hits}>
      {hits.map((hit, index) => (
        // An option holds no link: axe rejects focusable content inside an option, and the
        // combobox moves through the options itself. A click opens the page client-side.
        <li
          key={hit.url}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={styles.hit}
          onClick={() => onOpen(hit.url)}>
          <SearchHit hit={hit} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A modal dialog with a combobox: type to search, arrow keys to choose, Enter to open, Escape
 * to close. The browser's modal dialog keeps focus inside and returns it to the search button.
 */
export default function SearchDialog({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useSearch(query, DIALOG_HITS);
  const {query: shownQuery, total, hits} = search;
  const opened = useUnhelpedSearchReport(search);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const close = () => dialog.current?.close();
  // A hit, or the search page with every hit (which reports on its own if nothing there helps).
  const go = (url: string) => {
    opened();
    history.push(withBaseUrl(url));
    close();
  };
  const {active, onKeyDown} = useComboboxKeys(
    hits,
    (chosen) => {
      const hit = hits[chosen];
      if (hit) go(hit.url);
      else if (query.trim()) go(searchPagePath(query.trim()));
    },
    close,
  );
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={MESSAGES.label}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) close();
      }}>
      <div className={styles.panel}>
        <div className={styles.field}>
          <input
            {...SEARCH_FIELD}
            role="combobox"
            className={clsx(fieldStyles.field, styles.input)}
            aria-expanded={hits.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.cancel} onClick={close}>
            取消
          </button>
        </div>
        <SearchStatus
          search={search}
          showCount={false}
          className={styles.status}
          retryClassName={styles.retry}
          onNavigate={close}
        />
        <HitList id={listboxId} hits={hits} active={active} optionId={optionId} onOpen={go} />
        {total > 0 && (
          <Link
            to={searchPagePath(shownQuery)}
            className={styles.all}
            onClick={() => {
              opened();
              close();
            }}>
            {total > hits.length ? `查看全部 ${total} 个结果` : '在搜索页打开这些结果'}
          </Link>
        )}
      </div>
    </dialog>
  );
}
