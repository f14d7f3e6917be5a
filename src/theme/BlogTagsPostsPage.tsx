// Wrapped so that each page of a tag's posts gets a title and description of its own.
import type {ReactNode} from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
// Not public API: locked, with the file that defines it, in tests/unit/upstream-locks.test.ts.
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import {PostListMetadata} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const {tag, listMetadata, items} = props;
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PostListMetadata
        title={useBlogTagsPostsPageTitle(tag)}
        description={tag.description ?? `标签「${tag.label}」下的云岛更新日志。`}
        listMetadata={listMetadata}
        items={items}
      />
    </>
  );
}
