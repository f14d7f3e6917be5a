// Wrapped to add ways forward under Docusaurus's own not-found message, and a
// description of its own instead of the site's.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <PageMetadata description="云岛 Wiki 上没有这个地址的页面：链接可能写错了，或者页面已经移走。可以从首页、Wiki 文档或更新日志重新找起。" />
      <nav aria-label="可以去这些页面" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
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
          </div>
        </div>
      </nav>
    </>
  );
}
