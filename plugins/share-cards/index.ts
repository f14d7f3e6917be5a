import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {findAll, findOne, getAttributeValue, textContent} from 'domutils';
import {parseDocument} from 'htmlparser2';
import type {Document, Element} from 'domhandler';
import {sectionNameOf} from '../../src/sections';
import {replaceFileSync, type PluginWithBuiltSiteStep} from '../../lib/built-pages';
import {SITE_CARD} from './site-card';
import {DESIGN_FILES, renderCard, CARD_HEIGHT, CARD_WIDTH, type CardText} from './card';

/** Where the cards go in the build, and where drawn cards are kept between builds. */
const CARDS_DIR = 'img/share';
const CACHE_DIR = 'node_modules/.cache/share-cards';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * What the `itemprop` tags describe: the page itself. HTML lets `itemprop` only on an element
 * inside an item (`itemscope`), so `<html>` becomes one; the theme's `<time itemprop=dateModified>`
 * of a doc's last update then belongs to it too.
 */
export const PAGE_ITEM = 'itemscope itemtype="https://schema.org/WebPage"';

const isMeta = (key: 'name' | 'property', value: string) => (element: Element) =>
  element.name === 'meta' && getAttributeValue(element, key) === value;

/** Where a page's card goes: its address with .png, an index page's as index.png. */
export function cardPath(route: string): string {
  const name = route.endsWith('/') ? `${route}index` : route.replace(/\.html$/, '');
  return `${CARDS_DIR}${name}.png`;
}

/** What a built page's card says: its own title (without the site's name) and where it is. */
export function cardTextOf(
  document: Document,
  route: string,
  site: {title: string; titleDelimiter: string; url: string},
): CardText {
  const title = textContent(findOne((e) => e.name === 'title', document.children) ?? []);
  const ownTitle = title.replace(` ${site.titleDelimiter} ${site.title}`, '').trim();
  // A doc's breadcrumbs name its category (between the home link and the page itself).
  const categories = findAll(
    (e) =>
      e.name === 'li' &&
      /\bbreadcrumbs__item\b/.test(e.attribs.class ?? '') &&
      !/--active\b/.test(e.attribs.class ?? '') &&
      !findOne((link) => link.attribs['aria-label'] !== undefined, e.children),
    document.children,
  ).map((item) => textContent(item).trim());
  return {
    title: ownTitle || title,
    // A section's own page (更新日志 at /blog) is not said to be in itself.
    section: [sectionNameOf(route), ...categories]
      .filter((part) => part && part !== ownTitle)
      .join(' · '),
    siteName: site.title,
    host: new URL(site.url).host,
  };
}

/** `<meta key="keyValue" content="content">`. */
const meta = (key: string, keyValue: string, content: string | number) =>
  `<meta ${key}="${keyValue}" content="${escapeAttribute(String(content))}">`;

/**
 * After the build, as a step of plugins/built-pages, draws every page's share card (title, section, site name) and gives the page
 * the tags that show it when its link is shared: Open Graph's and Twitter's, and the itemprop
 * tags mobile QQ reads, made properties of the page by an `itemscope` on `<html>`. A page that
 * names an image of its own (front matter `image`) keeps it.
 * The tags are written without Helmet's data-rh mark, so the client leaves them as they are.
 * Cards are kept in node_modules/.cache, keyed by their text and design: a build draws only the
 * cards whose text changed.
 */
export default function shareCardsPlugin(context: LoadContext): PluginWithBuiltSiteStep {
  const {siteConfig, siteDir} = context;
  const cacheDir = path.join(siteDir, CACHE_DIR);
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`;

  /** Cards being drawn, by key: pages with the same title and section share one drawing. */
  const drawing = new Map<string, Promise<{png: Buffer | null; drawn: boolean}>>();

  /** The card's PNG, from the cache or drawn now; null when the font lacks some of its text. */
  function cardFor(text: CardText, designHash: string, route: string) {
    const key = createHash('sha256').update(designHash).update(JSON.stringify(text)).digest('hex');
    let card = drawing.get(key);
    if (!card) {
      card = drawCard(key, text, route);
      drawing.set(key, card);
    }
    return card;
  }

  async function drawCard(key: string, text: CardText, route: string) {
    const cached = path.join(cacheDir, `${key}.png`);
    if (existsSync(cached)) return {png: await readFile(cached), drawn: false};
    const {png, missing} = await renderCard(text);
    if (missing.length > 0) {
      console.warn(
        `[share-cards] The card of ${route} needs characters its font lacks (${missing.join(' ')}): the page is shared with ${SITE_CARD} instead. To draw them, add them to EXTRA in plugins/share-cards/make-font.sh and run it.`,
      );
      return {png: null, drawn: false};
    }
    replaceFileSync(cached, png);
    return {png, drawn: true};
  }

  /** The design's hash and the cache folder, made once for the whole build. */
  let designHash: Promise<string> | undefined;
  const prepare = async () => {
    started = Date.now();
    const design = createHash('sha256');
    for (const file of DESIGN_FILES) design.update(await readFile(file));
    await mkdir(cacheDir, {recursive: true});
    return design.digest('hex');
  };
  const stats = {drawn: 0, cached: 0, own: 0, fallback: 0};
  let started = 0;

  return {
    name: 'share-cards',
    builtSite: {
      async rewritePage(html, route, {outDir}) {
        designHash ??= prepare();
        const relative = `/${route.slice(siteConfig.baseUrl.length)}`;
        const document = parseDocument(html);
        const metas = findAll((e) => e.name === 'meta', document.children);
        const content = (key: 'name' | 'property', value: string) => {
          const element = metas.find(isMeta(key, value));
          return element ? (getAttributeValue(element, 'content') ?? '') : undefined;
        };
        const text = cardTextOf(document, relative, siteConfig);
        const tags: string[] = [];
        let image = content('property', 'og:image');
        if (image) {
          stats.own += 1;
        } else {
          const card = await cardFor(text, await designHash, route);
          if (card.png) {
            stats[card.drawn ? 'drawn' : 'cached'] += 1;
            const destination = path.join(outDir, cardPath(relative));
            await mkdir(path.dirname(destination), {recursive: true});
            await writeFile(destination, card.png);
            image = `${siteUrl}${encodeURI(cardPath(relative))}`;
          } else {
            stats.fallback += 1;
            image = `${siteUrl}${SITE_CARD}`;
          }
          tags.push(
            meta('property', 'og:image', image),
            meta('property', 'og:image:width', CARD_WIDTH),
            meta('property', 'og:image:height', CARD_HEIGHT),
            meta(
              'property',
              'og:image:alt',
              [text.title, text.section].filter(Boolean).join(' · '),
            ),
            meta('name', 'twitter:image', image),
          );
        }
        const name = content('property', 'og:title') ?? text.title;
        tags.push(
          meta('itemprop', 'name', name),
          meta('itemprop', 'description', content('name', 'description') ?? ''),
          meta('itemprop', 'image', image),
        );
        // After the title tag, which every page has; the page's item on its `<html>` start tag,
        // the first one in the file.
        const at = html.indexOf('</title>') + '</title>'.length;
        const tagged = `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
        return tagged.replace(/<html(?=[\s>])/, `<html ${PAGE_ITEM}`);
      },
      async afterPages() {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `[share-cards] ${stats.drawn} cards drawn, ${stats.cached} from the cache, ${stats.fallback} pages with the site card, ${stats.own} with an image of their own (${seconds} s)`,
        );
      },
    },
  };
}
