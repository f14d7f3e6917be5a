import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * A wiki or technical-sharing page's last-updated line links its 修订记录, the static page that
 * plugins/page-history writes beside it. A plain <a>: the history is not a route of the app, so
 * <Link> would show the not-found page, and <Link to="pathname://…"> opens a new tab. Underlined,
 * as a link inside a line of text must be told apart without its colour.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const isDoc = /^(docs|dev)\//.test(pathname.slice(baseUrl.length));
  return (
    <>
      <LastUpdated {...props} />
      {isDoc && (
        <>
          {' · '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
          <a
            href={`${pathname.replace(/\/?$/, '/')}history/`}
            style={{textDecoration: 'underline'}}>
            修订记录
          </a>
        </>
      )}
    </>
  );
}
