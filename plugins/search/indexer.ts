import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {gunzipSync, gzipSync} from 'node:zlib';
import {Element, Text, type AnyNode, type Document} from 'domhandler';
import {
  append,
  findAll,
  findOne,
  getOuterHTML,
  prependChild,
  removeElement,
  textContent,
} from 'domutils';
import {parseDocument} from 'htmlparser2';
import {isKeptFromSearch} from '../../lib/built-pages';
import {beijingDay} from '../../src/dates';
import {
  ALIAS_FILTER,
  INDEX_DIR,
  LAYER_CLOSE,
  LAYER_OPEN,
  MONTH_FILTER,
  PINYIN_MAP_FILE,
  SECTION_FILTER,
  TEXT_INITIALS_MARK,
  WEIGHED_SECTIONS,
  YEAR_FILTER,
  packedMap,
  type QuestionSources,
  type SearchMap,
  type WeighedSection,
} from './shared';
import {pinyinMap, pinyinTerms, pinyinWholeRuns, textInitials} from './pinyin';
import {normalise} from './ui/plan';

const run = promisify(execFile);

/**
 * Weights of the title and of h2 and h3 headings (Pagefind's own are 7, 6 and 5). A changelog
 * post's title and headings are news about a topic, not the reference for it: with the same
 * weights, three posts that mention 空岛战争 in a heading outranked the 空岛战争 tutorial. With the
 * post title at 5 instead of 3, recall@1 on the query set is 0.80 instead of 0.90.
 */
const WEIGHTS = {
  reference: {title: 7, h2: 6, h3: 5},
  changelog: {title: 3, h2: 3, h3: 2},
};

type Root = Document | Element;

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/);
const first = (root: Root, test: (element: Element) => boolean) => findOne(test, root.children);
const all = (root: Root, test: (element: Element) => boolean) => findAll(test, root.children);

/** The text of a node as a reader sees it: without the zero-width spaces of heading anchors. */
function textOf(node: AnyNode | null | undefined): string {
  return node
    ? textContent(node)
        .replace(/\u200b/g, '')
        .trim()
    : '';
}

/** The `content` of `<meta name=…>` in the head. */
function metaContent(document: Document, name: string): string | undefined {
  return first(document, (e) => e.name === 'meta' && e.attribs.name === name)?.attribs.content;
}

/**
 * The element that holds a page's own text, by the class Docusaurus gives the page's <html>.
 * Anything else (list pages, tag pages, category indexes, the home page, the staff guide) is
 * left out of the index: their text repeats the pages they list.
 */
const CONTENT_ROOTS: {pageClasses: string[]; isRoot: (element: Element) => boolean}[] = [
  {
    pageClasses: ['docs-doc-page'],
    isRoot: (e) => e.name === 'div' && classesOf(e).includes('theme-doc-markdown'),
  },
  {pageClasses: ['blog-post-page'], isRoot: (e) => e.attribs.id === '__blog-post-container'},
  {pageClasses: ['plugin-pages', 'plugin-join-group-page'], isRoot: (e) => e.name === 'main'},
];

/**
 * The Chinese characters of `text`, space-separated, so that the index holds each one as a word
 * of its own: a player who types one character (箭, 床) and stops then matches every title,
 * keyword, tag and heading that uses it, also inside longer words (弓箭手, 护床).
 */
function characters(text: string): string {
  return [...text.matchAll(/\p{Script=Han}/gu)].map(([char]) => char).join(' ');
}

/** The words of Latin letters in `text`, each once: last_seen gives lastseen, last and seen. */
function latinWords(text: string): string[] {
  const words = new Set<string>();
  for (const [word] of text.matchAll(/[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*/gi)) {
    for (const form of [tokenForm(word), ...word.toLowerCase().split(/[_-]/)]) words.add(form);
  }
  return [...words];
}

/** The wiki tag of pages written for community developers (the data-API reference). */
const DEVELOPER_TAG = '开发者';

/** Which part of the site a page belongs to (see SECTION_FILTER), from its classes and tags. */
function sectionOf(pageClasses: string[], tags: string[]): string {
  if (pageClasses.includes('blog-post-page')) return 'changelog';
  if (pageClasses.includes('plugin-id-dev')) return 'tech';
  if (pageClasses.includes('docs-doc-page')) return tags.includes(DEVELOPER_TAG) ? 'api' : 'wiki';
  return 'page';
}

/** Text for the index only, between the brackets the client removes from excerpts. */
function layer(text: string, weight: number): Element[] {
  if (!text.trim()) return [];
  const span = new Element('span', {'data-pagefind-weight': String(weight)}, [
    new Text(` ${LAYER_OPEN} ${text} ${LAYER_CLOSE} `),
  ]);
  return [span];
}

const isHeading = (element: Element) => element.name === 'h2' || element.name === 'h3';

function isInside(node: AnyNode, ancestor: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}

/**
 * The h2 and h3 headings of the page's text, each with the names in its section: bold text, link
 * text and the first cell of each table row (items, upgrades, places, pages: 疯狂矿工, 名人堂,
 * 用户中心). Their pinyin and initials go into the section's layer, so that fkkg or mingrentang
 * finds them, and they are words of the site's vocabulary (see PinyinMap.names).
 */
function sectionsOf(root: Element): {heading: Element; names: string[]; tokens: string[]}[] {
  const sections: {heading: Element; names: string[]; tokens: string[]}[] = [];
  for (const element of all(root, () => true)) {
    const current = sections.at(-1);
    if (isHeading(element)) {
      sections.push({heading: element, names: [], tokens: tokensDefinedIn(element)});
      continue;
    }
    if (!current || isInside(element, current.heading)) continue;
    if (element.name === 'tr') current.tokens.push(...tokensDefinedIn(element));
    if (element.name === 'strong' || element.name === 'a') current.names.push(textOf(element));
    else if (element.name === 'tr') {
      // The first cell's own text up to its first element (a link or bold text in it is a name
      // already): 名人堂 of 名人堂<br>大厅西南.
      const cell = first(element, (e) => e.name === 'td' || e.name === 'th');
      const leading = cell?.children[0];
      if (leading?.type === 'text') current.names.push(textOf(leading));
    }
  }
  return sections;
}

/**
 * The text above the first h2 or h3 and then under each one (its heading left out), in the
 * order of sectionsOf: the initials of what each says go into its layer (see textInitials).
 */
function sectionTexts(root: Element): string[] {
  const texts = [''];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') texts[texts.length - 1] += ` ${node.data}`;
    else if (node instanceof Element) {
      if (isHeading(node)) texts.push('');
      else node.children.forEach(walk);
    }
  };
  root.children.forEach(walk);
  return texts;
}

/**
 * The initials of each part's text (see sectionTexts), marked, each term in the first part that
 * has it.
 */
function initialsByPart(texts: string[]): string[][] {
  const seen = new Set<string>();
  return texts.map((text) =>
    textInitials(text)
      .filter((term) => !seen.has(term) && Boolean(seen.add(term)))
      .map((term) => TEXT_INITIALS_MARK + term),
  );
}

/**
 * A developer's word: a field, parameter, header or path segment with a separator or a capital
 * inside (final_deaths, X-Api-Key, gameId), or an error code of five digits (40404).
 */
const TOKEN = /^(?:[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|\d{5})$/;

/**
 * The developer's words a heading or a table row defines: an inline code of a heading; a row's
 * first cell (a field table's `final_deaths` | integer | …) and any cell that is an error code
 * (401 | 40101 | …). A description cell or prose that mentions a field defines nothing.
 */
function tokensDefinedIn(element: Element): string[] {
  if (isHeading(element)) {
    return all(element, (e) => e.name === 'code')
      .map((code) => textOf(code))
      .filter((text) => TOKEN.test(text));
  }
  const cells = all(element, (e) => e.name === 'td' || e.name === 'th').map((cell) => textOf(cell));
  return cells.filter((text, i) => TOKEN.test(text) && (i === 0 || /^\d{5}$/.test(text)));
}

/**
 * A token as its definition's layer holds it: one lower-case word, its separators taken out
 * (final_deaths → finaldeaths, X-Api-Key → xapikey), which the client also searches for a query
 * that has them. Pagefind indexes a word with separators or capitals inside as its parts too; a
 * layer of parts, weighted as a heading, made every page with an X-Api-Key parameter outrank the
 * reference's introduction for api and key.
 */
export function tokenForm(token: string): string {
  return token.replace(/[_-]/g, '').toLowerCase();
}

/** What a built page says about itself in its head and around its text. */
function describePage(document: Document, siteTitle: string, isPost: boolean) {
  const title = textOf(first(document, (e) => e.name === 'title')).replace(` | ${siteTitle}`, '');
  // The labels of the page's tag links (rel=tag), e.g. 新手教程, bed-wars.
  const tags = all(document, (e) => e.name === 'a' && /\btag\b/.test(e.attribs.rel ?? '')).map(
    (link) => textOf(link),
  );
  // The page's address names its topic in English (/docs/faq/pe-client, /dev/skycity), as
  // players who type English terms do.
  const canonical = first(document, (e) => e.name === 'link' && e.attribs.rel === 'canonical');
  const addressWords = new URL(canonical?.attribs.href ?? 'https://example.invalid/').pathname
    .split(/[/.-]+/)
    .filter((word) => /^[a-z]{2,}$/i.test(word) && !['docs', 'dev', 'blog'].includes(word));
  // A post's publication date is the first <time> of its article. Other pages have no date of
  // their own: a wiki page's last-updated time is not news, and must not match a month query.
  const article = isPost ? first(document, (e) => e.name === 'article') : null;
  const time = article && first(article, (e) => e.name === 'time');
  return {
    title,
    description: metaContent(document, 'description') ?? '',
    keywords: metaContent(document, 'keywords')?.split(',') ?? [],
    tags,
    addressWords,
    date: time?.attribs.datetime,
  };
}

/** The attributes that make the content root Pagefind's body, with the page's metadata and filters. */
function bodyAttributes(
  section: string,
  {title, description, date}: {title: string; description: string; date?: string},
): Record<string, string> {
  // A post's year and month in Beijing time, as filters: a query that names a month (2025年10月,
  // 11月) looks for that month's posts.
  const [year, month] = date ? beijingDay(new Date(date)).split('-') : [];
  const filters = [
    `${SECTION_FILTER}[data-search-section]`,
    ...(date ? [`${YEAR_FILTER}[data-search-year]`, `${MONTH_FILTER}[data-search-month]`] : []),
  ];
  // Pagefind would otherwise store the first image after the h1 in every result's fragment: an
  // inline SVG diagram is several kilobytes that each search downloads and never shows.
  const meta = [
    'title[data-search-title]',
    'description[data-search-description]',
    ...(date ? ['date[data-search-date]'] : []),
    'image[data-search-image]',
    'image_alt[data-search-image]',
  ];
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': filters.join(', '),
    'data-pagefind-meta': meta.join(', '),
    'data-search-section': section,
    'data-search-title': title,
    'data-search-description': description,
    ...(date && {
      'data-search-date': date,
      'data-search-year': year!,
      'data-search-month': String(Number(month)),
    }),
    'data-search-image': '',
  };
}

export interface IndexedPage {
  /** The copy of the page that Pagefind reads. */
  html: string;
  /** The title, keywords and h2/h3 headings: the text that gets a pinyin layer. */
  phrases: string[];
  /** The title, keywords, tags and the names in its sections (see sectionsOf). */
  names: string[];
  /** The Chinese characters of the page's text, each once. */
  characters: string;
  /** The Latin words of its text, title, keywords, tags, aliases and address (see PinyinMap.latin). */
  latin: string[];
}

/**
 * The copy of a built page that Pagefind indexes, or undefined when the page is not indexed.
 * The published HTML stays as it is. The copy marks the content root with
 * `data-pagefind-body` and takes the title and description from the head. It adds, between the
 * layer brackets, the title and the front-matter keywords with their pinyin at the start of the
 * content, and the pinyin of each h2 and h3 right after it, so that a pinyin match lands in
 * that heading's section. The weights follow Pagefind's own for h1, h2 and h3.
 */
export function indexedCopy(
  html: string,
  siteTitle: string,
  /** The whole build is kept from search engines (a pull request's preview): every page says noindex. */
  wholeSiteNoindex = false,
  /**
   * What players call the page's subject (docs/aliases.yml): indexed like its keywords, their
   * characters as an h3's.
   */
  aliases: string[] = [],
): IndexedPage | undefined {
  const document = parseDocument(html);
  const pageClasses = classesOf(first(document, (e) => e.name === 'html') ?? new Element('', {}));
  // The home page is a page of the pages plugin, but its text only points to other pages.
  if (pageClasses.includes('home-page')) return undefined;
  const isRoot = CONTENT_ROOTS.find((kind) =>
    kind.pageClasses.some((name) => pageClasses.includes(name)),
  )?.isRoot;
  const root = isRoot && first(document, isRoot);
  // Pages kept from search engines stay out of the site's search too.
  const kept = isKeptFromSearch(wholeSiteNoindex, {
    robots: metaContent(document, 'robots') ?? '',
    hasUnlistedBanner: Boolean(
      first(document, (e) => classesOf(e).includes('theme-unlisted-banner')),
    ),
  });
  if (!root || kept) return undefined;
  // Blocks the site derives from other pages (本页相关更新, 这页有帮助吗？) say
  // data-pagefind-ignore: they leave the copy before anything reads it, so that neither the
  // index, the excerpts, the characters nor the section names take them for the page's own text.
  // A wiki page that a post of this month links to would otherwise match a month query by the
  // post's date in its list, and outrank the post.
  for (const derived of all(document, (e) => 'data-pagefind-ignore' in e.attribs)) {
    removeElement(derived);
  }

  const page = describePage(document, siteTitle, pageClasses.includes('blog-post-page'));
  const section = sectionOf(pageClasses, page.tags);
  const bodyText = textOf(root);
  const bodyCharacters = characters(bodyText);
  // Read before any layer goes in, so that the layers' own words are not taken for the text's.
  const [initialsAbove = [], ...initialsUnder] = initialsByPart(sectionTexts(root));
  Object.assign(root.attribs, bodyAttributes(section, page));
  const weights = section === 'changelog' ? WEIGHTS.changelog : WEIGHTS.reference;
  const ownNames = [page.title, ...page.keywords, ...page.tags];
  const names = [...ownNames, ...aliases];
  const titleLayer = [
    ...layer(names.join(' '), weights.title),
    ...layer(characters(ownNames.join('')), weights.title),
    ...layer(characters(aliases.join('')), weights.h3),
    ...layer(pinyinTerms(page.title).join(' '), weights.title),
    ...layer(
      [
        ...pinyinTerms([...page.keywords, ...page.tags, ...aliases].join(' ')),
        ...page.addressWords,
      ].join(' '),
      weights.h2,
    ),
    ...layer(initialsAbove.join(' '), 1),
  ];
  // Each alias is also a value of the alias filter, as the client normalises a query: a query
  // that is one of them finds this page first, however far down its words would rank it (ban
  // begins the pinyin of every 版本).
  for (const alias of aliases) {
    titleLayer.push(
      new Element('span', {'data-pagefind-filter': `${ALIAS_FILTER}:${normalise(alias)}`}),
    );
  }
  for (const span of titleLayer.reverse()) prependChild(root, span);
  // Each h2 or h3 is followed by its characters and pinyin, then by the pinyin of the names in
  // its section and the initials of its text, so that a match of one character, of pinyin or of
  // initials lands in the section.
  const sections = sectionsOf(root);
  for (const [index, {heading, names: inSection, tokens}] of sections.entries()) {
    const text = textOf(heading);
    const weight = heading.name === 'h2' ? weights.h2 : weights.h3;
    heading.attribs = {'data-pagefind-weight': String(weight), ...heading.attribs};
    const spans = [
      ...layer([characters(text), ...pinyinTerms(text)].join(' '), weight),
      ...layer([...new Set(inSection.flatMap((name) => pinyinWholeRuns(name)))].join(' '), 1),
      ...layer((initialsUnder[index] ?? []).join(' '), 1),
      // The fields and error codes a section of the data-API reference defines, also without
      // separators, weighted as its heading: the page that defines guild_tag comes before the
      // pages that use it. Only there: a wiki page's and an article's tables of mode ids
      // (bedwars_solo) made them outrank the 起床战争 tutorial for bedwars.
      ...(section === 'api' ? layer([...new Set(tokens.map(tokenForm))].join(' '), weight) : []),
    ];
    for (const span of spans.reverse()) append(heading, span);
  }
  return {
    html: getOuterHTML(document, {encodeEntities: 'utf8', emptyAttrs: true}),
    phrases: [...names, ...sections.map(({heading}) => textOf(heading))],
    names: [...names, ...sections.flatMap(({names: inSection}) => inSection)],
    characters: [...new Set(bodyCharacters.split(' '))].join(''),
    latin: latinWords([bodyText, ...names, ...page.addressWords].join(' ')),
  };
}

/** What Pagefind writes at the start of each of its files, before compressing them. */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/**
 * A fragment (the text of one page, which every result showing that page downloads) with the
 * words of its index layers taken out, and the page's part of the site (SECTION_FILTER). The
 * layers were 40 % of the stored text and a quarter of a fragment's bytes, and the client
 * removes them from every excerpt anyway. Pagefind places excerpts by word number, counting the
 * zero-width spaces it puts between words, so each layer keeps its brackets and every zero-width
 * space: every word after it keeps its number.
 *
 * It also loses what no result reads: the word count, the meta fields Pagefind leaves empty, and
 * every filter but the aliases, which the search reads from the fragment (features.ts); searches
 * read filters from the filter index. That was about 60 bytes of each fragment a search
 * downloads. Pagefind's client reads the address, text, meta and anchors, which stay.
 */
export function rewrittenFragment(
  fragment: Buffer,
  file: string,
): {fragment: Buffer; section: string} {
  const text = gunzipSync(fragment).toString('utf8');
  const fail = (what: string) =>
    new Error(
      `[search] ${file}: ${what}. Has Pagefind's fragment format changed? Update rewrittenFragment in plugins/search/indexer.ts.`,
    );
  if (!text.startsWith(PAGEFIND_SIGNATURE)) throw fail(`no "${PAGEFIND_SIGNATURE}" signature`);
  const data = JSON.parse(text.slice(PAGEFIND_SIGNATURE.length)) as Record<string, unknown> & {
    content?: unknown;
    filters?: Record<string, unknown>;
  };
  if (typeof data.content !== 'string') throw fail('no "content" text');
  const sections = data.filters?.[SECTION_FILTER];
  if (!Array.isArray(sections) || sections.length !== 1 || typeof sections[0] !== 'string') {
    throw fail(`not one "${SECTION_FILTER}" filter value`);
  }
  const layerWords = new RegExp(`${LAYER_OPEN}[^${LAYER_CLOSE}]*${LAYER_CLOSE}`, 'g');
  data.content = data.content.replace(layerWords, (layer) =>
    layer.replace(new RegExp(`[^\u200b${LAYER_OPEN}${LAYER_CLOSE}]`, 'g'), ''),
  );
  const {filters, ...read} = data;
  delete read.word_count;
  const aliases = filters?.[ALIAS_FILTER];
  if (aliases !== undefined) read.filters = {[ALIAS_FILTER]: aliases};
  if (typeof read.meta === 'object' && read.meta !== null) {
    read.meta = Object.fromEntries(Object.entries(read.meta).filter(([, value]) => value !== ''));
  }
  return {
    fragment: gzipSync(PAGEFIND_SIGNATURE + JSON.stringify(read), {level: 9}),
    section: sections[0],
  };
}

const isWeighed = (section: string): section is WeighedSection =>
  (WEIGHED_SECTIONS as readonly string[]).includes(section);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((entry) => entry.endsWith('.html')).sort();
}

/**
 * Indexes the built site in `outDir` and writes the index to `outDir/pagefind`. The indexed
 * copies go to a temporary directory that write-index.mjs hands to Pagefind.
 */
export async function indexSite(
  outDir: string,
  siteTitle: string,
  wholeSiteNoindex = false,
  /** Each page's aliases by its address without a trailing slash (lib/search-aliases). */
  aliases: ReadonlyMap<string, string[]>,
  /** How players ask (docs/questions.yml, lib/search-questions), which the query plan reads. */
  questions: QuestionSources,
): Promise<number> {
  const copies = await mkdtemp(path.join(tmpdir(), 'cloudisle-search-'));
  try {
    let pages = 0;
    const phrases: string[] = [];
    const names: string[] = [];
    let bodyCharacters = '';
    const latin = new Set<string>();
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      // docs/faq/penalty/index.html is /docs/faq/penalty, whatever the base URL.
      const route = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
      const page = indexedCopy(html, siteTitle, wholeSiteNoindex, aliases.get(route));
      if (!page) continue;
      await mkdir(path.dirname(path.join(copies, file)), {recursive: true});
      await writeFile(path.join(copies, file), page.html);
      phrases.push(...page.phrases);
      names.push(...page.names);
      bodyCharacters += page.characters;
      for (const word of page.latin) latin.add(word);
      pages += 1;
    }
    if (pages === 0) {
      // The roots are the elements this Docusaurus version renders; a change there would
      // otherwise ship an empty index without a word.
      throw new Error(
        '[search] No built page matched a content root. Has the HTML output changed? Update CONTENT_ROOTS in plugins/search/indexer.ts.',
      );
    }
    const outputPath = path.join(outDir, INDEX_DIR);
    await rm(outputPath, {recursive: true, force: true});
    await run(process.execPath, [path.join(__dirname, 'write-index.mjs'), copies, outputPath]);
    const fragments = path.join(outputPath, 'fragment');
    const sections = Object.fromEntries(
      WEIGHED_SECTIONS.map((section) => [section, [] as string[]]),
    ) as SearchMap['sections'];
    for (const name of (await readdir(fragments)).sort()) {
      const file = path.join(fragments, name);
      const rewritten = rewrittenFragment(await readFile(file), file);
      await writeFile(file, rewritten.fragment);
      // A result's id is the name of its page's fragment file.
      const id = name.replace(/\.pf_fragment$/, '');
      if (isWeighed(rewritten.section)) sections[rewritten.section].push(id);
    }
    const map: SearchMap = {
      ...pinyinMap(phrases, bodyCharacters, names, latin),
      sections,
      questions,
    };
    await writeFile(path.join(outputPath, PINYIN_MAP_FILE), JSON.stringify(packedMap(map)));
    // Pagefind also writes its own ready-made interfaces and a worker, which this site does not
    // load (it has its own search box and runs the engine on the main thread).
    for (const unused of (await readdir(outputPath)).filter((name) =>
      /-ui\.|highlight|worker/.test(name),
    )) {
      await rm(path.join(outputPath, unused));
    }
    return pages;
  } finally {
    await rm(copies, {recursive: true, force: true});
  }
}
