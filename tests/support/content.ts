/**
 * Reads the site's sources (docs, tags files, category files) so that tests
 * derive what the built site must show from the content itself.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';

export const siteDir = path.resolve(__dirname, '../..');

export interface DocSource {
  /** Path relative to the site directory, e.g. docs/faq/rename.md. */
  file: string;
  permalink: string;
  title: string;
  unlisted: boolean;
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

/** The URL Docusaurus gives a doc: its slug if set, else its path, with index docs ending in a slash. */
function permalinkOf(plugin: DocsPlugin, relativeFile: string, slug: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) {
    return `${plugin.routeBasePath}${slug}`;
  }
  const withoutExt = relativeFile.replace(/\.mdx?$/, '');
  const [dir, base] = [path.posix.dirname(withoutExt), path.posix.basename(withoutExt)];
  const prefix = dir === '.' ? '' : `/${dir}`;
  return base === 'index'
    ? `${plugin.routeBasePath}${prefix}/`
    : `${plugin.routeBasePath}${prefix}/${base}`;
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
        permalink: permalinkOf(plugin, relativeFile, data.slug),
        title: String(data.title),
        unlisted: data.unlisted === true,
        tags: (data.tags ?? []) as string[],
      };
    })
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
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
  return walk(path.join(siteDir, 'docs'))
    .filter((file) => path.basename(file) === '_category_.json')
    .map((file) => {
      const category = JSON.parse(readFileSync(file, 'utf8'));
      return {
        label: category.label,
        permalink: `/docs${category.link.slug}`,
        description: category.link.description,
      };
    });
}

export interface PostSource {
  file: string;
  permalink: string;
  title: string;
  date: Date;
  tags: string[];
  authors: string[];
  draft: boolean;
}

/** The blog's posts, newest first, as the production build publishes them (drafts flagged). */
export function loadPosts(): PostSource[] {
  const root = path.join(siteDir, 'blog');
  return readdirSync(root)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const {data} = matter(readFileSync(path.join(root, file), 'utf8'));
      return {
        file: `blog/${file}`,
        permalink: `/blog/${data.slug}`,
        title: String(data.title),
        date: new Date(data.date),
        tags: data.tags ?? [],
        authors: data.authors ?? [],
        draft: data.draft === true,
      };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

export const publishedPosts = () => loadPosts().filter((post) => !post.draft);

/** Splits a list into pages of `size`, as the blog's paginated lists do. */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
