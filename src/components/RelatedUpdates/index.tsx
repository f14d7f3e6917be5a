import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatDate} from '@site/src/dates';
import type {RelatedPost} from '@site/plugins/related-updates';
import styles from './styles.module.css';

/** How many of the newest linking posts show before 查看全部. */
const SHOWN = 5;

function Item({title, permalink, date}: RelatedPost): ReactNode {
  return (
    <li>
      <Link to={permalink}>{title}</Link> <time dateTime={date}>{formatDate(date)}</time>
    </li>
  );
}

/**
 * 本页相关更新: the changelog posts that link to this page, newest first (plugins/related-updates
 * puts it at the end of the page, with the posts as JSON).
 */
export default function RelatedUpdatesList({posts}: {posts: string}): ReactNode {
  const list = JSON.parse(posts) as RelatedPost[];
  return (
    // Derived from the posts, not this page's own text: kept out of search (plugins/search).
    <section className={styles.related} data-testid="related-updates" data-pagefind-ignore="all">
      <Heading as="h2" id="related-updates">
        本页相关更新
      </Heading>
      <ul>
        {list.slice(0, SHOWN).map((post) => (
          <Item key={post.permalink} {...post} />
        ))}
      </ul>
      {list.length > SHOWN && (
        <details>
          <summary>查看全部 {list.length} 篇</summary>
          <ul>
            {list.slice(SHOWN).map((post) => (
              <Item key={post.permalink} {...post} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
