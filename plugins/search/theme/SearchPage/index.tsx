import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchHit from '../../ui/SearchHit';
import {SEARCH_FIELD, clippedQuery} from '../../ui/messages';
import SearchStatus from '../../ui/SearchStatus';
import {useSearch} from '../../ui/useSearch';
import {useUnhelpedSearchReport} from '../../ui/report';
import {searchPagePath} from '../../ui/engine';
import fieldStyles from '../../ui/SearchField.module.css';
import styles from './styles.module.css';

const PAGE_SIZE = 10;

/** What players look for most, offered before they type. */
const SUGGESTIONS = ['改名', '封禁', '闪退', '起床战争', '排行榜', '资源包'];

/** The query in the address, as much of it as the field takes (an address can carry any length). */
function queryOf(search: string): string {
  return clippedQuery(new URLSearchParams(search).get('q') ?? '');
}

/** /search?q=…: every result of a query, at an address that can be shared and reloaded. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Empty on the server and in the first client render (the static HTML has no query); the
  // effect below reads the address after hydration.
  const [query, setQuery] = useState('');
  const search = useSearch(query, PAGE_SIZE);
  const {total, hits, loadMore} = search;
  const opened = useUnhelpedSearchReport(search);

  // The address changes when the search box opens this page for another query.
  useEffect(() => setQuery(queryOf(location.search)), [location.search]);

  function onChange(value: string) {
    setQuery(value);
    history.replace(searchPagePath(value));
  }

  return (
    <Layout
      title={query.trim() ? `搜索“${query.trim()}”` : '搜索'}
      description="搜索云岛 Wiki 的教程、规则、数据接口文档和更新日志。">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">搜索</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}>
          <input
            {...SEARCH_FIELD}
            className={clsx(fieldStyles.field, styles.input)}
            value={query}
            onChange={(event) => onChange(event.target.value)}
          />
        </form>
        {!query.trim() && (
          <p>
            可以输入中文、拼音全拼或首字母，比如：
            {SUGGESTIONS.map((suggestion) => (
              <Link key={suggestion} to={searchPagePath(suggestion)} className={styles.suggestion}>
                {suggestion}
              </Link>
            ))}
          </p>
        )}
        <SearchStatus
          search={search}
          showCount
          className={styles.status}
          retryClassName="button button--link button--sm"
        />
        <ol
          className={styles.hits}
          aria-label={search.query ? `“${search.query}”的搜索结果` : undefined}>
          {hits.map((hit) => (
            <li key={hit.url}>
              <Link to={hit.url} className={styles.hitLink} onClick={opened}>
                <SearchHit hit={hit} />
              </Link>
            </li>
          ))}
        </ol>
        {hits.length < total && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void loadMore()}>
            显示更多结果（还有 {total - hits.length} 个）
          </button>
        )}
      </main>
    </Layout>
  );
}
