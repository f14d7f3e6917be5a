// Wrapped so that a Markdown link to a heading of another page (`/docs/x/#heading`) preloads that
// page on hover like any other link. Docusaurus's <Link> preloads its address hash included, which
// matches only the docs layout (already loaded), so the page's own code waited for the click.
// <Link> sets onMouseEnter and onTouchStart after the props it is given; onPointerEnter (mouse,
// pen and touch) reaches the anchor as given.
import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof AType>;

export default function AWrapper(props: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const [path = '', heading] = (props.href ?? '').split('#');
  // A site path (`/docs/x`), not a protocol-relative address of another site (`//host/x`).
  const toHeadingOfAnotherPage = heading !== undefined && /^\/(?!\/)/.test(path);
  return (
    <A
      {...props}
      onPointerEnter={
        toHeadingOfAnotherPage ? () => window.docusaurus.preload(withBaseUrl(path)) : undefined
      }
    />
  );
}
