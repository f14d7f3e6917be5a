/**
 * What `npm run image` does to a staff member's screenshot: turned upright (a phone's photo
 * carries its rotation separately), no wider than MAX_WIDTH, converted to WebP, smaller quality
 * steps tried until it is under the content check's cap; then the pages that show the original
 * are pointed at the WebP.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import sharp, {type Metadata, type OutputInfo} from 'sharp';
import {IMAGE_SIZE_CAP, imageFile, imageUses, markdownPages} from './images';

/** Twice the article column of a desktop (about 800 px), and 3× a phone's width (390 px) and more. */
export const MAX_WIDTH = 1600;
const QUALITIES = [80, 70, 60, 50];

export interface ConvertedImage {
  output: string;
  before: {bytes: number; width: number; height: number};
  after: {bytes: number; width: number; height: number; quality: number};
  /** Content files whose image links now name the WebP, relative to the site. */
  updated: string[];
}

export class ImageError extends Error {}

/** Converts `input` (a path) to WebP beside it and updates the content's links to it. */
export async function convertImage(siteDir: string, input: string): Promise<ConvertedImage> {
  if (!existsSync(input)) throw new ImageError(`找不到文件 ${input}：检查路径`);
  const source = readFileSync(input);
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new ImageError(`${input} 不是能读取的图片（支持 PNG、JPEG、WebP、GIF、AVIF、TIFF、SVG）`);
  }
  const output = input.replace(/\.[^./\\]+$/, '') + '.webp';
  let best: {data: Buffer; info: OutputInfo; quality: number} | undefined;
  for (const quality of QUALITIES) {
    const {data, info} = await sharp(source)
      .rotate()
      .resize({width: MAX_WIDTH, withoutEnlargement: true})
      .webp({quality, effort: 5})
      .toBuffer({resolveWithObject: true});
    best = {data, info, quality};
    if (data.length <= IMAGE_SIZE_CAP) break;
  }
  writeFileSync(output, best!.data);
  return {
    output,
    before: {bytes: source.length, width: metadata.width ?? 0, height: metadata.height ?? 0},
    after: {
      bytes: best!.data.length,
      width: best!.info.width,
      height: best!.info.height,
      quality: best!.quality,
    },
    updated: pointLinksAt(siteDir, input, output),
  };
}

/** Rewrites the image links of the site's Markdown that name `from` to name `to` (same folder). */
function pointLinksAt(siteDir: string, from: string, to: string): string[] {
  const target = path.relative(siteDir, path.resolve(from)).split(path.sep).join('/');
  const updated: string[] = [];
  for (const page of markdownPages(siteDir)) {
    const file = path.join(siteDir, page);
    const lines = readFileSync(file, 'utf8').split('\n');
    let changed = false;
    for (const {line, src} of imageUses(lines.join('\n'))) {
      if (src === '' || imageFile(page, src) !== target) continue;
      const renamed = src.replace(path.posix.basename(src), path.basename(to));
      lines[line - 1] = lines[line - 1]!.replace(src, renamed);
      changed = true;
    }
    if (changed) {
      writeFileSync(file, lines.join('\n'));
      updated.push(page);
    }
  }
  return updated;
}
