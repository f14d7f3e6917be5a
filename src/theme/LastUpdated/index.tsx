import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * A wiki or technical-sharing page's last-updated line links its 修订记录, the static page that
 * plugins/page-history writes beside it. The history is not a route of the app: pathname:// makes
 * <Link> a plain <a> (the client router would show the not-found page), and _self keeps it from
 * opening a new tab. Underlined, as a link inside a line of text must be told apart without its
 * colour.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const path = pathname.slice(baseUrl.length - 1);
  // /dev and /dev/ are the same page: the server renders the one, a player may type the other.
  const isDoc = /^\/(docs|dev)(\/|$)/.test(path);
  return (
    <>
      <LastUpdated {...props} />
      {isDoc && (
        <>
          {' · '}
          <Link
            to={`pathname://${path.replace(/\/?$/, '/')}history/`}
            target="_self"
            style={{textDecoration: 'underline'}}>
            修订记录
          </Link>
        </>
      )}
    </>
  );
}
