/**
 * 本页相关更新: each wiki and technical-sharing page lists the changelog posts that link to it,
 * computed from the posts' own links when the site loads its config (see README.md).
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {docPermalink, markdownLinks} from '../../lib/markdown-links';
import {mdxImport, type MdastNode} from '../../lib/mdx-import';
import {readPosts} from '../../lib/posts';

export interface RelatedPost {
  title: string;
  permalink: string;
  /** ISO date. */
  date: string;
}

/** The posts that link to each page, newest first, by the page's address without a trailing slash. */
export type RelatedUpdates = Record<string, RelatedPost[]>;

const withoutSlash = (route: string) => route.replace(/\/$/, '') || '/';

/**
 * Reads blog/ as the blog plugin publishes it: drafts only in development, no unlisted post (it
 * appears in no list either).
 */
export function relatedUpdates(siteDir: string): RelatedUpdates {
  const related: RelatedUpdates = {};
  const published = readPosts(siteDir).filter(
    ({draft, unlisted}) => !unlisted && !(draft && process.env.NODE_ENV === 'production'),
  );
  // readPosts lists the newest first, so each page's list is in that order too.
  for (const {title, slug, date, content} of published) {
    const post = {title, permalink: `/blog/${slug}`, date: date.toISOString()};
    const targets = new Set(
      markdownLinks(content)
        .map(({href}) => decodeURI(href.split('#')[0]!))
        .filter((address) => /^\/(docs|dev)(\/|$)/.test(address))
        .map(withoutSlash),
    );
    for (const target of targets) (related[target] ??= []).push(post);
  }
  return related;
}

interface VFile {
  path?: string;
  data: {frontMatter?: {slug?: unknown}};
}

const COMPONENT = 'RelatedUpdatesList';
const SOURCE = '@site/src/components/RelatedUpdates';

export interface RemarkOptions {
  /** The docs plugin's folder (docs or dev), absolute. */
  contentDir: string;
  /** Its route base path (/docs or /dev). */
  routeBasePath: string;
  /** The posts linking to each page. */
  related: RelatedUpdates;
}

/**
 * Remark plugin, with its options: a doc that posts link to ends with the list of those posts.
 *
 * The list is kept in the plugin, and only its fingerprint is given as the option: Docusaurus
 * writes the docs plugin's options into a file every compiled page depends on, so a new link in
 * a post compiles the pages again instead of taking them from the bundler's cache; and it copies
 * the same options into the site config that every page's main.js carries, where the list of all
 * posts linking to all pages does not belong.
 */
export function remarkRelatedUpdates({
  contentDir,
  routeBasePath,
  related,
}: RemarkOptions): [() => (root: MdastNode, file: VFile) => void, {related: string}] {
  const fingerprint = createHash('sha256').update(JSON.stringify(related)).digest('hex');
  const attacher = () => (root: MdastNode, file: VFile) => {
    if (!file.path) return;
    const relative = path.relative(contentDir, file.path).split(path.sep).join('/');
    const route = docPermalink(routeBasePath, relative, file.data.frontMatter?.slug);
    const posts = related[withoutSlash(route)];
    if (!posts?.length) return;
    root.children!.unshift(mdxImport(COMPONENT, SOURCE));
    root.children!.push({
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [{type: 'mdxJsxAttribute', name: 'posts', value: JSON.stringify(posts)}],
      children: [],
    });
  };
  const options: {related: string} = {related: fingerprint};
  return [attacher, options];
}
