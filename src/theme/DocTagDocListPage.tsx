// Wrapped so that a tag page of the wiki and the technical-sharing section with
// the same tag (我的世界, minecraft) do not share a title.
import type {ReactNode} from 'react';
import DocTagDocListPage from '@theme-original/DocTagDocListPage';
import type DocTagDocListPageType from '@theme/DocTagDocListPage';
import type {WrapperProps} from '@docusaurus/types';
import {DocTagMetadata, useDocsSection} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof DocTagDocListPageType>;

export default function DocTagDocListPageWrapper(props: Props): ReactNode {
  const {tag} = props;
  return (
    <>
      <DocTagDocListPage {...props} />
      <DocTagMetadata section={useDocsSection()} label={tag.label} count={tag.count} />
    </>
  );
}
