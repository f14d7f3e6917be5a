// Titles and descriptions for the pages Docusaurus lists things on. Left alone,
// every page of a paginated list repeats the first page's title and description,
// the three tags indexes share one title, and the author pages fall back to the
// site's description; search engines then treat them as duplicates.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import type {Content} from '@theme/BlogPostPage';
import type {TagsListItem} from '@docusaurus/utils';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {formatMonth} from '@site/src/dates';
import {docsSection} from '@site/src/sections';

type PostItems = readonly {readonly content: Content}[];

/** The period a page of posts covers, oldest first: "2024 年 1 月至 2024 年 9 月". */
function period(items: PostItems): string {
  const dates = items.map((item) => item.content.metadata.date).sort();
  const [from, to] = [formatMonth(dates[0]!), formatMonth(dates.at(-1)!)];
  return from === to ? from : `${from}至 ${to}`;
}

/** The title of one page of a paginated post list: the list's, with the page number from page 2 on. */
export function postListPageTitle(title: string, {page}: BlogPaginatedMetadata): string {
  return page > 1 ? `${title}（第 ${page} 页）` : title;
}

/**
 * One page of a paginated post list (the blog, a tag, an author): the list's own
 * title and description, with the page number and the months it covers once the
 * list has more than one page.
 */
export function PostListMetadata({
  title,
  description,
  listMetadata,
  items,
}: {
  title: string;
  description: string;
  listMetadata: BlogPaginatedMetadata;
  items: PostItems;
}): ReactNode {
  const {page, totalPages} = listMetadata;
  if (totalPages <= 1 || items.length === 0) {
    return <PageMetadata title={title} description={description} />;
  }
  return (
    <PageMetadata
      title={postListPageTitle(title, listMetadata)}
      description={`${description}第 ${page} 页（共 ${totalPages} 页）收录 ${period(items)}的 ${items.length} 篇。`}
    />
  );
}

/** The name of the docs section the current page belongs to. */
export function useDocsSection(): string {
  const pluginId = useActivePlugin()?.pluginId ?? 'default';
  const section = docsSection(pluginId)?.name;
  if (!section) {
    // Fails the build (the page is rendered there first) instead of titling its tag pages "标签".
    throw new Error(
      `The docs plugin "${pluginId}" has no section name: add its section to siteSections in src/sections.ts, with docsPluginId "${pluginId}" and its navbar label.`,
    );
  }
  return section;
}

/** After a Chinese character, a name starting with a Latin letter or digit gets one space. */
function afterChinese(name: string): string {
  return /^[A-Za-z0-9]/.test(name) ? ` ${name}` : name;
}

/** A docs tag page: the two docs sections share tag names, so the section is in the title. */
export function DocTagMetadata({
  section,
  label,
  count,
}: {
  section: string;
  label: string;
  count: number;
}): ReactNode {
  return <PageMetadata title={`「${label}」标签下的 ${count} 篇${afterChinese(section)}`} />;
}

const TAGS_NAMED = 8;

/** A tags index: which section it belongs to and its most used tags. */
export function TagsListMetadata({
  section,
  tags,
}: {
  section: string;
  tags: readonly TagsListItem[];
}): ReactNode {
  const named = [...tags]
    .sort((a, b) => b.count - a.count)
    .slice(0, TAGS_NAMED)
    .map((tag) => tag.label);
  const rest = tags.length > named.length ? `等 ${tags.length} 个标签` : '';
  return (
    <PageMetadata
      title={`${section}标签`}
      description={`按标签浏览云岛${afterChinese(section)}：${named.join('、')}${rest}。`}
    />
  );
}
