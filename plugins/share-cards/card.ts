/**
 * One share card: a 1200×630 PNG with the page's title, its section and the site's name, in the
 * look of static/img/social-card.png. Satori lays the text out with the bundled font and turns it
 * into SVG outlines; sharp draws the SVG as a PNG (about 50 KB).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  /** Where the page is on the site, e.g. “Wiki 文档 · 常见问题”; empty for a page of its own. */
  section: string;
  siteName: string;
  /** The site's host name, printed at the bottom so a card says where the link goes. */
  host: string;
}

export interface Card {
  png: Buffer;
  /** Characters of the text the bundled font cannot draw (they would be missing on the card). */
  missing: string[];
}

/** The font file and the files that decide how a card looks: a cache of cards is valid while they are. */
export const FONT_FILE = path.join(__dirname, 'NotoSansSC-Bold.woff');
/** The home page's illustration, drawn in the corner of every card. */
const ISLAND_FILE = path.join(__dirname, '../../static/img/home-island.svg');
/** The drawing libraries' versions decide it too: an upgrade draws every card again. */
const LIBRARY_MANIFESTS = ['satori', 'sharp'].map((name) =>
  path.join(__dirname, '../../node_modules', name, 'package.json'),
);
export const DESIGN_FILES = [__filename, FONT_FILE, ISLAND_FILE, ...LIBRARY_MANIFESTS];

const font = readFileSync(FONT_FILE);
const island = `data:image/svg+xml;base64,${readFileSync(ISLAND_FILE).toString('base64')}`;

const NAVY = '#12385c';
const BLUE = '#1769aa';

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {style?: Style; children?: (Element | string)[] | string; src?: string};
}
const box = (style: Style, children: (Element | string)[] | string): Element => ({
  type: 'div',
  props: {style: {display: 'flex', ...style}, children},
});

/** The card as Satori's element tree (plain objects: Satori takes React elements or their shape). */
export function layout({title, section, siteName, host}: CardText): Element {
  // Long titles get a smaller size rather than a fourth line.
  const titleSize = title.length > 30 ? 60 : title.length > 16 ? 68 : 80;
  return box(
    {
      boxSizing: 'border-box',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundImage: 'linear-gradient(180deg, #d6e9fb 0%, #f4f9fe 100%)',
      fontFamily: 'Noto Sans SC',
      color: NAVY,
    },
    [
      box({fontSize: 40}, siteName),
      box({flexDirection: 'column', width: 760}, [
        ...(section ? [box({fontSize: 36, color: BLUE, marginBottom: 16}, section)] : []),
        box({fontSize: titleSize, lineHeight: 1.25, display: 'block', lineClamp: 3}, title),
      ]),
      box({fontSize: 28, color: BLUE}, host),
      {
        type: 'img',
        props: {
          src: island,
          style: {position: 'absolute', right: 56, bottom: 96, width: 300, height: 250},
        },
      },
    ],
  );
}

/** Draws the card for `text`. */
export async function renderCard(text: CardText): Promise<Card> {
  const missing = new Set<string>();
  const svg = await satori(layout(text) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{name: 'Noto Sans SC', data: font, weight: 700, style: 'normal'}],
    // Asked for text no font given draws: no other font is at hand (the build uses no network),
    // so the characters are only noted.
    loadAdditionalAsset: async (_language, segment) => {
      for (const character of segment) if (character.trim()) missing.add(character);
      return [];
    },
  });
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return {png, missing: [...missing]};
}
