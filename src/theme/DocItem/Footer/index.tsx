// Wrapped (not ejected): a wiki page ends with 这页有帮助吗？ (the technical-sharing articles do not).
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <>
      <Footer {...props} />
      {/* A new page asks again: keyed by its address. */}
      {plugin.id === 'default' && <PageFeedback key={pathname} page={pathname} />}
    </>
  );
}
