// Wrapped so that each page of an author's posts gets a description of its own
// (Docusaurus gives author pages the site's description).
import type {ReactNode} from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
// Not public API: locked, with the file that defines it, in tests/unit/upstream-locks.test.ts.
import {useBlogAuthorPageTitle} from '@docusaurus/theme-common/internal';
import {PostListMetadata} from '@site/src/components/ListPageMetadata';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author, listMetadata, items} = props;
  const role = author.title ? `（${author.title}）` : '';
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PostListMetadata
        title={useBlogAuthorPageTitle(author)}
        description={`${author.name}${role}写的云岛更新日志，共 ${author.count} 篇。`}
        listMetadata={listMetadata}
        items={items}
      />
    </>
  );
}
