import type {ReactNode} from 'react';
import {formatDate} from '@site/src/dates';
import type {SearchHit as Hit} from './engine';
import styles from './SearchHit.module.css';

/**
 * One result: where it is on the site (Wiki, 技术分享, 更新日志), its title, a post's date, the
 * heading of the section that matched, and the excerpt with the matched words marked.
 */
export default function SearchHit({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        <span className={styles.siteSection}>{hit.siteSection}</span>
        {hit.title}
        {hit.date && (
          <time className={styles.date} dateTime={hit.date}>
            {formatDate(hit.date)}
          </time>
        )}
      </span>
      {hit.section && <span className={styles.section}>{hit.section}</span>}
      {/* Pagefind escapes the page text and adds only <mark> around matched words. */}
      <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: hit.excerptHtml}} />
    </>
  );
}
