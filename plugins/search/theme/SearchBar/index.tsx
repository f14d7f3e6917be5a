import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

// The dialog and the engine load on first intent (focus, hover, touch), not with the page: both
// are imported dynamically, so that neither is part of the script every page runs.
const loadDialog = () => import('./SearchDialog');
const loadEngineModule = () => import('../../ui/engine');
const SearchDialog = lazy(loadDialog);

function SearchIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The navbar's search slot: a button that opens the search dialog, also on Ctrl K or ⌘ K. */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();

  function preload() {
    void loadDialog();
    loadEngineModule()
      .then(({loadEngine}) => loadEngine(baseUrl))
      .catch(() => {
        // The dialog shows the failure and offers a retry.
      });
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="搜索"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onFocus={preload}
        onPointerEnter={preload}
        onTouchStart={preload}
        onClick={() => setOpen(true)}>
        <SearchIcon />
        <span className={styles.label}>搜索</span>
        <kbd className={styles.shortcut}>Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
