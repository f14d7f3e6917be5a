/**
 * Reads the site's sources (docs, posts, tags files, category files) so that tests
 * derive what the built site must show from the content itself: a new post or doc
 * changes what the tests expect without an edit to them.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {
  highestVersionPost,
  newestListedPost,
  readPosts,
  type PostFrontMatter,
} from '../../lib/posts';
import {releaseAnnouncement} from '../../plugins/latest-posts';
import {docPermalink} from '../../lib/markdown-links';

export const siteDir = path.resolve(__dirname, '../..');

export interface DocSource {
  /** Path relative to the site directory, e.g. docs/faq/rename.md. */
  file: string;
  permalink: string;
  title: string;
  unlisted: boolean;
  /** Drafts are left out of the production build. */
  draft: boolean;
  tags: string[];
}

export interface DocsPlugin {
  dir: 'docs' | 'dev';
  routeBasePath: '/docs' | '/dev';
}

export const wikiDocs: DocsPlugin = {dir: 'docs', routeBasePath: '/docs'};
export const devDocs: DocsPlugin = {dir: 'dev', routeBasePath: '/dev'};

/** Every path below `dir` (files and folders). */
function walk(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file));
}

export function loadDocs(plugin: DocsPlugin): DocSource[] {
  const root = path.join(siteDir, plugin.dir);
  return walk(root)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const relativeFile = path.relative(root, file).split(path.sep).join('/');
      const {data} = matter(readFileSync(file, 'utf8'));
      return {
        file: `${plugin.dir}/${relativeFile}`,
        permalink: docPermalink(plugin.routeBasePath, relativeFile, data.slug),
        title: String(data.title),
        unlisted: data.unlisted === true,
        draft: data.draft === true,
        tags: (data.tags ?? []) as string[],
      };
    })
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/** A source without its code: a component named in code (the staff guide's examples) is not used. */
/** A page's source with each code block and inline code cut out, leaving a line break in its place. */
const withoutCode = (file: string) =>
  readFileSync(path.join(siteDir, file), 'utf8').replace(/```[\s\S]*?```|`[^`\n]*`/g, '\n');

/** Each published wiki and technical-sharing page's address and its source without code. */
export const docSourcesWithoutCode = () =>
  [...loadDocs(wikiDocs), ...loadDocs(devDocs)]
    .filter((doc) => !doc.draft)
    .map((doc) => ({permalink: doc.permalink, source: withoutCode(doc.file)}));

/** The pages whose source uses `<CurrentVersion />`: each shows the newest release. */
export function pagesShowingCurrentVersion(): string[] {
  const uses = (file: string) => withoutCode(file).includes('<CurrentVersion');
  const docs = [...loadDocs(wikiDocs), ...loadDocs(devDocs)]
    .filter((doc) => !doc.draft && uses(doc.file))
    .map((doc) => doc.permalink);
  const pages = readdirSync(path.join(siteDir, 'src/pages'))
    .filter((file) => file.endsWith('.mdx') && uses(`src/pages/${file}`))
    .map((file) => `/${file.replace(/\.mdx$/, '').replace(/^index$/, '')}`);
  return [...docs, ...pages];
}

export interface TagSource {
  key: string;
  label: string;
  permalink: string;
}

export function loadTags(dir: 'docs' | 'dev' | 'blog'): TagSource[] {
  const file = path.join(siteDir, dir, 'tags.yml');
  const tags = yaml.load(readFileSync(file, 'utf8')) as Record<
    string,
    {label: string; permalink: string}
  >;
  return Object.entries(tags).map(([key, tag]) => ({key, ...tag}));
}

export interface CategorySource {
  label: string;
  /** URL of the generated index page. */
  permalink: string;
  description: string;
}

export function loadCategories(): CategorySource[] {
  return (
    walk(path.join(siteDir, 'docs'))
      .filter((file) => path.basename(file) === '_category_.json')
      .map((file) => JSON.parse(readFileSync(file, 'utf8')))
      // A category without an index page (the staff pages' folder) has no route of its own.
      .filter((category) => category.link)
      .map((category) => ({
        label: category.label,
        permalink: `/docs${category.link.slug}`,
        description: category.link.description,
      }))
  );
}

export interface PostSource extends PostFrontMatter {
  permalink: string;
}

/** The blog's posts, newest first, as the production build publishes them (drafts flagged). */
function loadPosts(): PostSource[] {
  return readPosts(siteDir).map((post) => ({...post, permalink: `/blog/${post.slug}`}));
}

export const publishedPosts = () => loadPosts().filter((post) => !post.draft);

/** The posts the blog's lists, sidebar, feeds and sitemap show, newest first. */
export const listedPosts = () => publishedPosts().filter((post) => !post.unlisted);

/** The newest listed post: the one the blog's first page opens with. */
export function newestPost(): PostSource {
  const post = newestListedPost(siteDir);
  return {...post, permalink: `/blog/${post.slug}`};
}

/**
 * The listed post of the highest version, with that version (compared as numbers, so 2.6.10
 * is above 2.6.9): the home page's card and the announcement bar show it.
 */
export function latestRelease(): {post: PostSource; version: string} | undefined {
  return highestVersionPost(listedPosts(), (post) => post.slug);
}

/** The announcement bar the site shows: the one plugins/latest-posts makes for the latest release. */
export function latestAnnouncement(): ReturnType<typeof releaseAnnouncement> {
  const release = latestRelease();
  if (!release) throw new Error('blog/ has no listed version post, so there is no announcement');
  const {post, version} = release;
  return releaseAnnouncement({
    title: post.title,
    permalink: post.permalink,
    date: post.date.toISOString(),
    description: '',
    version,
  });
}

/** Splits a list into pages of `size`, as the blog's paginated lists do. */
function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** The site's rule (postsPerPage in docusaurus.config.ts): the blog's lists show 10 posts a page. */
export const POSTS_PER_PAGE = 10;

/** The URL of page `index` (from 0) of the paginated list at `base`. */
export const pageUrl = (base: string, index: number) =>
  index === 0 ? base : `${base}/page/${index + 1}`;

export interface PostList {
  /** URL of the list's first page. */
  base: string;
  /** The posts of each page, newest first. */
  pages: PostSource[][];
}

/** The blog authors that have a page of their own (authors.yml, `page`). */
function authorPages(): {key: string; permalink: string}[] {
  const file = path.join(siteDir, 'blog', 'authors.yml');
  const authors = yaml.load(readFileSync(file, 'utf8')) as Record<
    string,
    {page?: boolean | {permalink: string}}
  >;
  return Object.entries(authors)
    .filter(([, author]) => author.page)
    .map(([key, {page}]) => ({
      key,
      permalink: `/blog/authors${typeof page === 'object' ? page.permalink : `/${key}`}`,
    }));
}

/**
 * The blog's paginated lists, computed from the posts on disk: the blog itself,
 * every tag that has posts and every author page (Docusaurus gives an author
 * with no post one empty page).
 */
export function postLists(): PostList[] {
  const posts = listedPosts();
  const tagLists = loadTags('blog')
    .map((tag) => ({
      base: `/blog/tags${tag.permalink}`,
      pages: paginate(
        posts.filter((post) => post.tags.includes(tag.key)),
        POSTS_PER_PAGE,
      ),
    }))
    .filter((list) => list.pages.length > 0);
  const authorLists = authorPages().map((author) => {
    const pages = paginate(
      posts.filter((post) => post.authors.includes(author.key)),
      POSTS_PER_PAGE,
    );
    return {base: author.permalink, pages: pages.length > 0 ? pages : [[]]};
  });
  return [{base: '/blog', pages: paginate(posts, POSTS_PER_PAGE)}, ...tagLists, ...authorLists];
}

/** Every page of every blog list, with the archive and the tags and authors indexes. */
export function blogListPaths(): string[] {
  return [
    ...postLists().flatMap(({base, pages}) => pages.map((_, index) => pageUrl(base, index))),
    '/blog/archive',
    '/blog/tags',
    '/blog/authors',
  ];
}

/**
 * The files git tracks. The sitemap's last-modified dates come from git, so only
 * a committed doc or post has one.
 */
export function gitTrackedFiles(): Set<string> {
  try {
    return new Set(
      execFileSync('git', ['ls-files', '-z'], {cwd: siteDir, encoding: 'utf8'}).split('\0'),
    );
  } catch {
    return new Set();
  }
}
