// Wrapped so that /blog/tags gets a title and description of its own.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {TagsListMetadata} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <TagsListMetadata section="更新日志" tags={props.tags} />
    </>
  );
}
