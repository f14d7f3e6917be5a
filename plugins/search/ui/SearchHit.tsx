import type {ReactNode} from 'react';
import {formatDate} from '@site/src/dates';
import {sectionOf} from '@site/src/sections';
import type {SearchHit as Hit} from './engine';
import styles from './SearchHit.module.css';

/**
 * One result: where it is on the site (Wiki, 技术分享, 更新日志, or 页面 for a page of its own),
 * its title, a post's date, the heading of the section that matched, and the excerpt with the
 * matched words marked. The label is read here, not in the engine: the engine's chunk, which the
 * search button also loads on its own, then needs no module the dialog's chunk holds too.
 */
export default function SearchHit({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        <span className={styles.siteSection}>{sectionOf(hit.url)?.shortName ?? '页面'}</span>
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
