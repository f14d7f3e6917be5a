/**
 * A built page's own text as Markdown: the article only (no navbar, sidebar, table of contents or
 * footer), under its title, address and date, with its tables, code blocks (and their languages),
 * admonitions (and their kinds) and links.
 */
import type {Element, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {toString} from 'hast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';

const isH1 = (node: {type: string}) =>
  node.type === 'element' && (node as Element).tagName === 'h1';

const classesOf = (element: Element) => {
  const names = element.properties.className;
  return Array.isArray(names) ? names.map(String) : [];
};

/**
 * The element holding a page's own text, as Docusaurus renders it: a doc's article, a blog post's
 * content (its title and date are in the header before it), or an MDX page's article.
 */
const isArticle = (element: Element, isMdxPage: boolean) =>
  (element.tagName === 'div' && classesOf(element).includes('theme-doc-markdown')) ||
  element.properties.id === '__blog-post-container' ||
  (isMdxPage && element.tagName === 'article');

/** What an admonition's kind is called on the site (Docusaurus's Chinese labels). */
const ADMONITION_KINDS: Record<string, string> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '注意',
  caution: '警告',
  danger: '危险',
};

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
function articleOf(tree: Root, isMdxPage: boolean): Element | undefined {
  let found: Element | undefined;
  visit(tree, 'element', (element) => {
    if (found) return SKIP;
    if (isArticle(element, isMdxPage)) {
      found = element;
      return SKIP;
    }
    return undefined;
  });
  return found;
}

/** A paragraph of bold text: what a tab panel or an admonition quote starts with. */
function boldLine(text: string): Element {
  const strong: Element = {
    type: 'element',
    tagName: 'strong',
    properties: {},
    children: [{type: 'text', value: text}],
  };
  return {type: 'element', tagName: 'p', properties: {}, children: [strong]};
}

/** An admonition as a quote that starts with its kind and title, e.g. **注意：90 天不上线…**. */
function admonitionQuote(admonition: Element): Element {
  const kind = classesOf(admonition)
    .map((name) => /^theme-admonition-(\w+)$/.exec(name)?.[1])
    .find(Boolean);
  const label = ADMONITION_KINDS[kind ?? ''] ?? '注意';
  const [heading, content] = [
    admonition.children.find((child): child is Element => child.type === 'element'),
    admonition.children.findLast((child): child is Element => child.type === 'element'),
  ];
  const title = heading ? toString(heading).trim() : '';
  const lead = title && title !== label ? `${label}：${title}` : label;
  return {
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [boldLine(lead), ...(content && content !== heading ? content.children : [])],
  };
}

/**
 * Prepares the article for conversion: drops what isChrome names, the page's h1 (the twin states
 * the title itself), React's empty comments and the rows of tab labels (each panel starts with
 * its label instead), turns admonitions into quotes that keep their kind, puts a code block's language
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
  // React's text separators (<!-- -->) are no text.
  visit(article, 'comment', (_comment, index, parent) => {
    if (!parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return index;
  });
  visit(article, 'element', (element, index, parent) => {
    if (!parent || index === undefined) return undefined;
    // A row of tabs is labels for the panels that follow: each panel starts with its label.
    if (isChrome(element) || element.properties.role === 'tablist' || element.tagName === 'h1') {
      parent.children.splice(index, 1);
      return index;
    }
    if (classesOf(element).includes('theme-admonition')) {
      parent.children.splice(index, 1, admonitionQuote(element));
      return index;
    }
    if (element.properties.role === 'tabpanel') {
      const label = tabLabels.get(String(element.properties.ariaLabelledBy ?? ''));
      if (label) {
        element.children.unshift(boldLine(label));
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
  /** The article as Markdown under its title, address and date; undefined for a page without one. */
  markdown: string | undefined;
  /** When a post was published, as an ISO date-time. */
  published: string | undefined;
}

/**
 * A built page's head and its article as Markdown, the links and images made absolute against
 * `pageUrl` (the page's address on the site).
 */
export function readBuiltPage(html: string, pageUrl: string): BuiltPage {
  const tree = unified().use(rehypeParse).parse(html);
  const meta = new Map<string, string>();
  let title = '';
  let heading: string | undefined;
  let hasUnlistedBanner = false;
  let isMdxPage = false;
  let updated: Element | undefined;
  let published: Element | undefined;
  visit(tree, 'element', (element) => {
    if (element.tagName === 'html') isMdxPage = classesOf(element).includes('mdx-page');
    if (element.tagName === 'title') title = toString(element);
    if (element.tagName === 'meta' && typeof element.properties.name === 'string') {
      meta.set(element.properties.name, String(element.properties.content ?? ''));
    }
    if (classesOf(element).includes('theme-unlisted-banner')) hasUnlistedBanner = true;
    if (element.tagName === 'h1') heading ??= toString(element).trim();
    // A doc's "最后更新", and a post's date in the header beside its title.
    if (
      element.tagName === 'time' &&
      [element.properties.itemProp].flat().includes('dateModified')
    ) {
      updated = element;
    }
    if (element.tagName === 'header' && element.children.some(isH1)) {
      visit(element, 'element', (time) => {
        if (time.tagName === 'time') published ??= time;
      });
    }
  });
  const article = articleOf(tree, isMdxPage);
  let markdown: string | undefined;
  if (article) {
    const body = toMarkdown
      .stringify(toMarkdown.runSync(cleaned(article, new URL(pageUrl))))
      .replace(/\n+```\n/g, '\n```\n');
    const about = [`> 网址：${pageUrl}`];
    if (published) about.push('>', `> 发布于：${toString(published)}`);
    if (updated) about.push('>', `> 最后更新：${toString(updated)}`);
    markdown = [`# ${heading ?? title}`, '', ...about, '', body].join('\n');
  }
  return {
    title,
    description: meta.get('description') ?? '',
    robots: meta.get('robots') ?? '',
    hasUnlistedBanner,
    markdown,
    published: published && String(published.properties.dateTime ?? ''),
  };
}
