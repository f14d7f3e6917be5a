// Wrapped so that /blog/page/2 and on get a title and description of their own.
import type {ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PostListMetadata} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {metadata, items} = props;
  return (
    <>
      <BlogListPage {...props} />
      <PostListMetadata
        title={metadata.blogTitle}
        description={metadata.blogDescription}
        listMetadata={metadata}
        items={items}
      />
    </>
  );
}
