/**
 * A built doc page's own text as Markdown: the article only (no navbar, sidebar, table of
 * contents or footer), with its tables, code blocks (and their languages) and links.
 */
import type {Element, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {toString} from 'hast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';

const classesOf = (element: Element) => {
  const names = element.properties.className;
  return Array.isArray(names) ? names.map(String) : [];
};

/** The element holding a doc's own text, as Docusaurus renders it. */
const isArticle = (element: Element) =>
  element.tagName === 'div' && classesOf(element).includes('theme-doc-markdown');

/**
 * Parts of the article that are not its text for a reader of Markdown: heading anchors (#),
 * copy buttons, and the blocks the site derives from other pages (本页相关更新, 这页有帮助吗？),
 * which say data-pagefind-ignore="all". A block kept out of the search index only
 * (data-pagefind-ignore="index", the troubleshooter's questions) is the page's own text.
 */
const isChrome = (element: Element) =>
  classesOf(element).includes('hash-link') ||
  element.tagName === 'button' ||
  element.properties.dataPagefindIgnore === 'all';

/** The article of a built page, or undefined for a page without one. */
function articleOf(tree: Root): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (element) => {
    if (found) return SKIP;
    if (isArticle(element)) {
      found = element;
      return SKIP;
    }
    return undefined;
  });
  return found;
}

/**
 * Prepares the article for conversion: drops what isChrome names and the rows of tab labels
 * (each panel starts with its label instead), puts a code block's language
 * (which Docusaurus sets on <pre>) on its <code>, where Markdown converters read it, and writes
 * each code line's <br> as a line break the converter keeps.
 */
function cleaned(article: Element, pageUrl: URL): Root {
  // A tab's label, by the id its panel names in aria-labelledby.
  const tabLabels = new Map<string, string>();
  visit(article, 'element', (element) => {
    if (element.properties.role === 'tab' && typeof element.properties.id === 'string') {
      tabLabels.set(element.properties.id, toString(element));
    }
  });
  visit(article, 'element', (element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    // A row of tabs is labels for the panels that follow: each panel starts with its label.
    if (isChrome(element) || element.properties.role === 'tablist') {
      parent.children.splice(index, 1);
      return index;
    }
    if (element.properties.role === 'tabpanel') {
      const label = tabLabels.get(String(element.properties.ariaLabelledBy ?? ''));
      if (label) {
        element.children.unshift({
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'strong',
              properties: {},
              children: [{type: 'text', value: label}],
            },
          ],
        });
      }
      // Hidden panels are text like the shown one.
      delete element.properties.hidden;
    }
    // A diagram inlined into the page (a data: URI of several kilobytes) is its description.
    if (element.tagName === 'img' && String(element.properties.src ?? '').startsWith('data:')) {
      parent.children.splice(index, 1, {
        type: 'text',
        value: `（图：${String(element.properties.alt ?? '')}）`,
      });
      return index + 1;
    }
    // Links and images point at the site, wherever the Markdown is read.
    for (const attribute of ['href', 'src'] as const) {
      const value = element.properties[attribute];
      if (typeof value === 'string') element.properties[attribute] = new URL(value, pageUrl).href;
    }
    if (element.tagName === 'pre') {
      const language = classesOf(element).find((name) => name.startsWith('language-'));
      const code = element.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (code && language) code.properties.className = [language];
    }
    if (element.tagName === 'br') {
      parent.children.splice(index, 1, {type: 'text', value: '\n'});
    }
    return undefined;
  });
  return {type: 'root', children: [article]};
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-'});

/** What the Markdown version and llms.txt need of a built page, read in one parse. */
export interface BuiltPage {
  /** The `<title>`, with the site's name if the page has it. */
  title: string;
  description: string;
  /** `<meta name=robots>`'s content. */
  robots: string;
  /** Whether it shows Docusaurus's unlisted-page banner. */
  hasUnlistedBanner: boolean;
  /** The article as Markdown, undefined for a page without a doc article. */
  markdown: string | undefined;
}

/**
 * A built page's head and its article as Markdown, the links and images made absolute against
 * `pageUrl` (the page's address on the site).
 */
export function readBuiltPage(html: string, pageUrl: string): BuiltPage {
  const tree = unified().use(rehypeParse).parse(html);
  const meta = new Map<string, string>();
  let title = '';
  let hasUnlistedBanner = false;
  visit(tree, 'element', (element) => {
    if (element.tagName === 'title') title = toString(element);
    if (element.tagName === 'meta' && typeof element.properties.name === 'string') {
      meta.set(element.properties.name, String(element.properties.content ?? ''));
    }
    if (classesOf(element).includes('theme-unlisted-banner')) hasUnlistedBanner = true;
  });
  const article = articleOf(tree);
  const markdown =
    article &&
    toMarkdown
      .stringify(toMarkdown.runSync(cleaned(article, new URL(pageUrl))))
      .replace(/\n+```\n/g, '\n```\n');
  return {
    title,
    description: meta.get('description') ?? '',
    robots: meta.get('robots') ?? '',
    hasUnlistedBanner,
    markdown,
  };
}
