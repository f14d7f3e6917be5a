/**
 * How the site's Markdown names its pages: the address Docusaurus gives a doc, and the links a
 * page's text makes, and its headings with their ids. Shared by the content check
 * (scripts/lib/links.ts), the plugins that read pages (related-updates, page-history) and the tests.
 */
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';

/**
 * A number prefix of a file or folder name (01-basics, 2_first), which Docusaurus uses for order
 * and leaves out of the address; a version or date (3.5-notes, 2021-11-review) is not one.
 */
const stripNumberPrefix = (name: string) =>
  /^\d+[-_.]\d+/.test(name) ? name : name.replace(/^\d+\s*[-_.]+\s*(?=[^-_.\s])/, '');

/**
 * The URL Docusaurus gives a doc: its slug if set (absolute, or relative to the doc's folder),
 * else its path without number prefixes; index, README and a doc named as its folder end in a
 * slash. tests/unit/docusaurus-contract.test.ts compares it with Docusaurus's own permalinks.
 */
export function docPermalink(routeBasePath: string, relativeFile: string, slug: unknown): string {
  const segments = relativeFile
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(stripNumberPrefix);
  const base = segments.pop()!;
  const folder = segments.length > 0 ? `/${segments.join('/')}` : '';
  if (typeof slug === 'string') {
    return slug.startsWith('/')
      ? `${routeBasePath}${slug}`
      : path.posix.join(`${routeBasePath}${folder}/`, slug);
  }
  const isIndex =
    /^(index|readme)$/i.test(base) || base.toLowerCase() === segments.at(-1)?.toLowerCase();
  return isIndex ? `${routeBasePath}${folder}/` : `${routeBasePath}${folder}/${base}`;
}

/** Which lines are prose: fenced code blocks are examples, not statements or links of the page. */
export function outsideCodeFences(lines: string[]): boolean[] {
  let inFence = false;
  return lines.map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

/** Docusaurus reads every .md and .mdx file as MDX, with GitHub's tables and autolinks. */
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** The text with its front matter (YAML, not Markdown) blanked, so that lines keep their numbers. */
export const blankFrontMatter = (text: string) =>
  text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (yaml) => yaml.replace(/[^\n]/g, ''));

export interface MarkdownHeading {
  /** 1-based, as in the text. */
  line: number;
  /** 1 for #, 2 for ## … */
  depth: number;
  /** As written, without its id and closing #s. */
  text: string;
  /** The id written after it: `{/* #id *\/}` (the site's way, valid MDX) or `{#id}`. */
  id?: string;
}

/**
 * The headings of a page's Markdown, outside code fences and front matter, with the ids written
 * after them, read as Docusaurus reads them: the one reader of headings for the page list, the
 * content check and the link check.
 */
export function markdownHeadings(text: string): MarkdownHeading[] {
  const lines = blankFrontMatter(text).split('\n');
  const prose = outsideCodeFences(lines);
  return lines.flatMap((line, index) => {
    const heading = /^(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (!prose[index] || !heading) return [];
    const written = heading[2]!;
    const comment = parseMarkdownHeadingId(written, 'mdx-comment');
    const {text: title, id} = comment.id ? comment : parseMarkdownHeadingId(written, 'classic');
    return [{line: index + 1, depth: heading[1]!.length, text: title.trim(), id}];
  });
}

/**
 * A page's source parsed as Docusaurus parses it (MDX with GFM), front matter left out, lines
 * numbered as in the file. `file` names the source in the error a text that is not valid MDX
 * throws.
 */
export function parseMdx(text: string, file = 'the text'): Root {
  try {
    return mdxParser.parse(blankFrontMatter(text));
  } catch (error) {
    throw new Error(`${file} is not valid MDX: ${(error as Error).message}`);
  }
}

/**
 * The targets of the Markdown links and images of a text, with their 1-based lines: inline
 * links, the definitions reference links use, autolinks and image sources; not code or comments.
 * Found where Docusaurus finds them (see parseMdx).
 */
export function markdownLinks(text: string, file = 'the text'): {line: number; href: string}[] {
  const links: {line: number; href: string}[] = [];
  visit(parseMdx(text, file), ['link', 'definition', 'image'], (node) => {
    const {url, position} = node as {url: string; position?: {start: {line: number}}};
    links.push({line: position?.start.line ?? 0, href: url});
  });
  return links;
}
