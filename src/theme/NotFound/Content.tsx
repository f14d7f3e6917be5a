// Wrapped to add ways forward under Docusaurus's own not-found message (its wording is the
// site's, in i18n/zh/code.json): a search box and the pages to start again from, and a
// description of its own instead of the site's.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <>
      <Content {...props} />
      <PageMetadata description="云岛 Wiki 上没有这个地址的页面：链接可能写错了，或者页面已经移走。可以搜一搜，或者从首页、Wiki 文档或更新日志重新找起。" />
      <div className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            {/* A plain form: the search page reads the query from its address, so the box
                works before the page's scripts have loaded. */}
            <form action={searchPage} method="get" role="search" className={styles.search}>
              <label htmlFor="not-found-query">搜索云岛 Wiki</label>
              <div>
                <input id="not-found-query" name="q" type="search" required />
                <button type="submit" className="button button--primary">
                  搜索
                </button>
              </div>
            </form>
            <nav aria-label="可以去这些页面">
              <p>你也可以去这些页面：</p>
              <ul>
                <li>
                  <Link to="/">云岛首页</Link>
                </li>
                <li>
                  <Link to="/docs/intro">Wiki 文档</Link>
                </li>
                <li>
                  <Link to="/blog">更新日志</Link>
                </li>
                <li>
                  <Link to="/docs/faq/troubleshooting">问题排查：进不去、掉线、闪退或被误封</Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </>
  );
}
