// Wrapped to add ways forward under Docusaurus's own not-found message.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
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
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
