// Wrapped so that /docs/tags and /dev/tags get a title and description of their own.
import type {ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {TagsListMetadata, useDocsSection} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocTagsListPage {...props} />
      <TagsListMetadata section={useDocsSection()} tags={props.tags} />
    </>
  );
}
