import type {ReactNode} from 'react';
import {MESSAGES} from './messages';
import type {useSearch} from './useSearch';

/**
 * The status line of a search: searching, a failure with a retry button, no results, or (with
 * `showCount`) how many pages were found. Empty while results are on screen.
 */
export default function SearchStatus({
  search: {status, query, total, hits, retry},
  showCount,
  className,
  retryClassName,
}: {
  search: ReturnType<typeof useSearch>;
  showCount: boolean;
  className?: string;
  retryClassName?: string;
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
    message = MESSAGES.noResults(query);
  } else if (status === 'ready' && showCount) {
    message = MESSAGES.count(total);
  }
  return (
    <p role="status" className={className}>
      {message}
    </p>
  );
}
