import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {gunzipSync, gzipSync} from 'node:zlib';
import {beijingDay} from '../../src/dates';
import {
  INDEX_DIR,
  LAYER_CLOSE,
  LAYER_OPEN,
  MONTH_FILTER,
  PINYIN_MAP_FILE,
  SECTION_FILTER,
  YEAR_FILTER,
} from './shared';
import {pinyinMap, pinyinTerms, pinyinWholeRuns} from './pinyin';

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

/**
 * The element that holds a page's own text, by kind of page. Anything else (list pages, tag
 * pages, category indexes, the home page, the staff guide) is left out of the index: their
 * text repeats the pages they list.
 */
const CONTENT_ROOTS: [kind: RegExp, root: RegExp][] = [
  [/\bdocs-doc-page\b/, /<div class="theme-doc-markdown markdown">/],
  [/\bblog-post-page\b/, /<div id=__blog-post-container class=markdown>/],
  [/\bplugin-pages\b|\bplugin-join-group-page\b/, /<main\b[^>]*>/],
];

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('"', '&quot;');
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\u200b/g, '')
    .trim();
}

/**
 * The Chinese characters of `text`, space-separated, so that the index holds each one as a word
 * of its own: a player who types one character (箭, 床) and stops then matches every title,
 * keyword, tag and heading that uses it, also inside longer words (弓箭手, 护床).
 */
function characters(text: string): string {
  return [...text.matchAll(/\p{Script=Han}/gu)].map(([char]) => char).join(' ');
}

/** The wiki tag of pages written for community developers (the data-API reference). */
const DEVELOPER_TAG = '开发者';

/**
 * The names in a section: bold text, link text and the first cell of each table row (items,
 * upgrades, places, pages: 疯狂矿工, 名人堂, 用户中心). Their pinyin and initials go into the
 * section's layer, so that fkkg or mingrentang finds them, and they are words of the site's
 * vocabulary (see PinyinMap.names).
 */
function sectionNames(sectionHtml: string): string[] {
  return [
    ...sectionHtml.matchAll(/<strong>([\s\S]*?)<\/strong>/g),
    ...sectionHtml.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g),
    // The minified HTML leaves out the optional </td> and </tr>: the cell's text runs to the next tag.
    ...sectionHtml.matchAll(/<tr>\s*<t[dh]\b[^>]*>([^<]*)/g),
  ].map(([, inner]) => textOf(inner!));
}

/** Which part of the site a page belongs to (see SECTION_FILTER), from its classes and tags. */
function sectionOf(kind: string, tags: string[]): string {
  if (/\bblog-post-page\b/.test(kind)) return 'changelog';
  if (/\bplugin-id-dev\b/.test(kind)) return 'tech';
  if (/\bdocs-doc-page\b/.test(kind)) return tags.includes(DEVELOPER_TAG) ? 'api' : 'wiki';
  return 'page';
}

/** Text for the index only, between the brackets the client removes from excerpts. */
function layer(text: string, weight: number): string {
  if (!text.trim()) return '';
  return `<span data-pagefind-weight=${weight}> ${LAYER_OPEN} ${text} ${LAYER_CLOSE} </span>`;
}

export interface IndexedPage {
  /** The copy of the page that Pagefind reads. */
  html: string;
  /** The title, keywords and h2/h3 headings: the text that gets a pinyin layer. */
  phrases: string[];
  /** The title, keywords, tags and the names in its sections (see sectionNames). */
  names: string[];
  /** The Chinese characters of the page's text, each once. */
  characters: string;
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
): IndexedPage | undefined {
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  const kind = attribute(htmlTag, 'class') ?? '';
  // The home page is a page of the pages plugin, but its text only points to other pages.
  if (/\bhome-page\b/.test(kind)) return undefined;
  const root = CONTENT_ROOTS.find(([pageKind]) => pageKind.test(kind))?.[1].exec(html);
  const robots = /<meta[^>]*name=robots[^>]*>/.exec(html)?.[0];
  // Pages kept from search engines stay out of the site's search too: unlisted pages, which a
  // preview marks with their banner since every page of a preview says noindex.
  const kept = wholeSiteNoindex
    ? html.includes('theme-unlisted-banner')
    : Boolean(robots && /noindex/.test(robots));
  if (!root || kept) return undefined;

  const title = textOf(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(
    ` | ${siteTitle}`,
    '',
  );
  const keywordsTag = /<meta[^>]*name=keywords[^>]*>/.exec(html)?.[0];
  const keywords = (keywordsTag && attribute(keywordsTag, 'content'))?.split(',') ?? [];
  const descriptionTag = /<meta[^>]*name=description[^>]*>/.exec(html)?.[0];
  const description = (descriptionTag && attribute(descriptionTag, 'content')) ?? '';
  // The labels of the page's tag links (rel=tag), e.g. 新手教程, bed-wars.
  const tags = [...html.matchAll(/<a\b[^>]*\brel=["']?tag\b[^>]*>([^<]*)<\/a>/g)].map(([, label]) =>
    textOf(label!),
  );
  const section = sectionOf(kind, tags);
  // The page's address names its topic in English (/docs/faq/pe-client, /dev/skycity), as
  // players who type English terms do.
  const canonicalTag = /<link[^>]*\brel=["']?canonical\b[^>]*>/.exec(html)?.[0];
  const address = (canonicalTag && attribute(canonicalTag, 'href')) ?? '';
  const addressWords = new URL(address || 'https://example.invalid/').pathname
    .split(/[/.-]+/)
    .filter((word) => /^[a-z]{2,}$/i.test(word) && !['docs', 'dev', 'blog'].includes(word));
  // A post's date, shown beside its result: the first <time> of the post is its publication date.
  const date =
    section === 'changelog'
      ? attribute(/<time\b[^>]*>/.exec(html.slice(html.indexOf('<article')))?.[0] ?? '', 'datetime')
      : undefined;
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
  const attributes: Record<string, string | undefined> = {
    'data-pagefind-filter': filters.join(', '),
    'data-pagefind-meta': meta.join(', '),
    'data-search-section': section,
    'data-search-title': title,
    'data-search-description': description,
    'data-search-date': date,
    'data-search-year': year,
    'data-search-month': month && String(Number(month)),
    'data-search-image': '',
  };
  const rootTag = root[0].replace(
    />$/,
    ' data-pagefind-body' +
      Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
        .join('') +
      '>',
  );
  const weights = section === 'changelog' ? WEIGHTS.changelog : WEIGHTS.reference;
  const names = [title, ...keywords, ...tags];
  const titleLayer =
    layer(names.join(' '), weights.title) +
    layer(characters(names.join('')), weights.title) +
    layer(pinyinTerms(title).join(' '), weights.title) +
    layer(
      [...pinyinTerms([...keywords, ...tags].join(' ')), ...addressWords].join(' '),
      weights.h2,
    );
  // The page's own text ends where its footer (docs, posts) or its <main> (pages) ends.
  const body = html.slice(root.index + root[0].length);
  const ends = ['<footer', '</main>'].map((tag) => body.indexOf(tag)).filter((at) => at >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : body.length;
  // Each h2 or h3 is followed by its characters and pinyin, then by the pinyin of the names in
  // its section, so that a match of one character, of pinyin or of initials lands in the section.
  const headingTag = /<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/g;
  const cuts = [...body.slice(0, end).matchAll(headingTag)];
  const headings: string[] = [];
  const namesInSections: string[] = [];
  // A layer of every character of the body text was tried: it found one query more of the
  // held-out half but made the first search download 14 % more (fragments carry the layers).
  let content = body.slice(0, cuts[0]?.index ?? end);
  cuts.forEach((cut, i) => {
    const [heading, level, inner] = cut as unknown as [string, string, string];
    const text = textOf(inner);
    headings.push(text);
    const weight = level === '2' ? weights.h2 : weights.h3;
    const sectionEnd = cuts[i + 1]?.index ?? end;
    const sectionHtml = body.slice(cut.index! + heading.length, sectionEnd);
    const inSection = sectionNames(sectionHtml);
    namesInSections.push(...inSection);
    content +=
      heading.replace(/^<h[23]/, `$& data-pagefind-weight=${weight}`) +
      layer([characters(text), ...pinyinTerms(text)].join(' '), weight) +
      layer([...new Set(inSection.flatMap((name) => pinyinWholeRuns(name)))].join(' '), 1) +
      sectionHtml;
  });
  content += body.slice(end);
  return {
    html: html.slice(0, root.index) + rootTag + titleLayer + content,
    phrases: [...names, ...headings],
    names: [...names, ...namesInSections],
    characters: [...new Set(characters(textOf(body.slice(0, end))).split(' '))].join(''),
  };
}

/** What Pagefind writes at the start of each of its files, before compressing them. */
const PAGEFIND_SIGNATURE = 'pagefind_dcd';

/**
 * A fragment (the text of one page, which every result showing that page downloads) with the
 * words of its index layers taken out. The layers were 40 % of the stored text and a quarter of
 * a fragment's bytes, and the client removes them from every excerpt anyway. Pagefind places
 * excerpts by word number, counting the zero-width spaces it puts between words, so each
 * layer keeps its brackets and every zero-width space: every word after it keeps its number.
 */
export function withEmptyLayers(fragment: Buffer, file: string): Buffer {
  const text = gunzipSync(fragment).toString('utf8');
  const fail = (what: string) =>
    new Error(
      `[search] ${file}: ${what}. Has Pagefind's fragment format changed? Update withEmptyLayers in plugins/search/indexer.ts.`,
    );
  if (!text.startsWith(PAGEFIND_SIGNATURE)) throw fail(`no "${PAGEFIND_SIGNATURE}" signature`);
  const data = JSON.parse(text.slice(PAGEFIND_SIGNATURE.length)) as {content?: unknown};
  if (typeof data.content !== 'string') throw fail('no "content" text');
  const layerWords = new RegExp(`${LAYER_OPEN}[^${LAYER_CLOSE}]*${LAYER_CLOSE}`, 'g');
  data.content = data.content.replace(layerWords, (layer) =>
    layer.replace(new RegExp(`[^\u200b${LAYER_OPEN}${LAYER_CLOSE}]`, 'g'), ''),
  );
  return gzipSync(PAGEFIND_SIGNATURE + JSON.stringify(data), {level: 9});
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((entry) => entry.endsWith('.html')).sort();
}

/**
 * Indexes the built site in `outDir` and writes the index to `outDir/pagefind`. The indexed
 * copies go to a temporary directory that Pagefind's command line reads: its Node API is an ES
 * module, which the CommonJS loader of docusaurus.config.ts cannot import.
 */
export async function indexSite(
  outDir: string,
  siteTitle: string,
  siteDir: string,
  wholeSiteNoindex = false,
): Promise<number> {
  const copies = await mkdtemp(path.join(tmpdir(), 'cloudisle-search-'));
  try {
    let pages = 0;
    const phrases: string[] = [];
    const names: string[] = [];
    let bodyCharacters = '';
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const page = indexedCopy(html, siteTitle, wholeSiteNoindex);
      if (!page) continue;
      await mkdir(path.dirname(path.join(copies, file)), {recursive: true});
      await writeFile(path.join(copies, file), page.html);
      phrases.push(...page.phrases);
      names.push(...page.names);
      bodyCharacters += page.characters;
      pages += 1;
    }
    if (pages === 0) {
      // The roots match the minified HTML of this Docusaurus version; a change there would
      // otherwise ship an empty index without a word.
      throw new Error(
        '[search] No built page matched a content root. Has the HTML output changed? Update CONTENT_ROOTS in plugins/search/indexer.ts.',
      );
    }
    const outputPath = path.join(outDir, INDEX_DIR);
    await rm(outputPath, {recursive: true, force: true});
    const cli = path.join(siteDir, 'node_modules/pagefind/lib/runner/bin.cjs');
    const args = ['--site', copies, '--output-path', outputPath, '--force-language', 'zh-cn'];
    await run(process.execPath, [cli, ...args]);
    const fragments = path.join(outputPath, 'fragment');
    for (const name of await readdir(fragments)) {
      const file = path.join(fragments, name);
      await writeFile(file, withEmptyLayers(await readFile(file), file));
    }
    await writeFile(
      path.join(outputPath, PINYIN_MAP_FILE),
      JSON.stringify(pinyinMap(phrases, bodyCharacters, names)),
    );
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
