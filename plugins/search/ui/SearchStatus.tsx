import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {MESSAGES} from './messages';
import type {useSearch} from './useSearch';

/**
 * The status line of a search: searching, a failure with a retry button, no results (with the
 * pages to start reading from instead), or (with `showCount`) how many pages were found. Empty
 * while results are on screen.
 */
export default function SearchStatus({
  search: {status, query, total, hits, retry},
  showCount,
  className,
  retryClassName,
  onNavigate,
}: {
  search: ReturnType<typeof useSearch>;
  showCount: boolean;
  className?: string;
  retryClassName?: string;
  /** Called when a link of the status is followed (the search box closes). */
  onNavigate?: () => void;
}): ReactNode {
  let message: ReactNode = null;
  if (status === 'error') {
    message = (
      <>
        {MESSAGES.unavailable}{' '}
        <button type="button" className={retryClassName} onClick={retry}>
          {MESSAGES.retry}
        </button>
      </>
    );
  } else if (status === 'searching' && hits.length === 0) {
    message = MESSAGES.searching;
  } else if (status === 'ready' && total === 0) {
    message = (
      <>
        {MESSAGES.noResults(query)}
        {MESSAGES.startingPoints.map(({label, to}, index) => (
          <span key={to}>
            {index > 0 && '、'}
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </span>
        ))}
        。
      </>
    );
  } else if (status === 'ready' && showCount) {
    message = MESSAGES.count(total);
  }
  return (
    <p role="status" className={className}>
      {message}
    </p>
  );
}
