// Replaces the classic theme's blog list page (/blog, /blog/page/2, …), keeping its markup, to
// open the list with an <h1>: the theme's page has none, only a <h2> per post, so it never said
// what it was and a screen reader's outline began with the first post. (Tag and author pages have
// theirs.) A wrapper cannot reach inside the layout's <main>; a second wrapper, of the posts, fed
// through a context could, but added 0.2 KB of script to the list's first visit, where this adds
// none. Each page gets its own title and description (the page number and the months it covers
// from page 2 on), and the <h1> says that title.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import {PostListMetadata, postListPageTitle} from '@site/src/components/ListPageMetadata';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PostListMetadata
        title={metadata.blogTitle}
        description={metadata.blogDescription}
        listMetadata={metadata}
        items={items}
      />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1" className="margin-bottom--lg">
          {postListPageTitle(metadata.blogTitle, metadata)}
        </Heading>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
