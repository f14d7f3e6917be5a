/**
 * The image check of the content check: every image a page, post or technical article shows is a
 * file of the site (nothing may load from elsewhere), at most IMAGE_SIZE_CAP bytes (a player on a
 * phone downloads it), with a width and a height that can be read: Docusaurus writes them into
 * the page, so the text does not jump when the image arrives. `npm run image` makes a staff
 * member's screenshot pass.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {imageSize} from 'image-size';
import {outsideCodeFences} from '../../lib/markdown-links';

export const IMAGE_SIZE_CAP = 300 * 1024;

export interface ImageProblem {
  file: string;
  line: number;
  problem: string;
  fix: string;
}

interface ImageUse {
  line: number;
  src: string;
  /** For an <img> tag: whether it says its width and height itself. */
  sized?: boolean;
}

/** The images a Markdown text shows: `![alt](src)` and `<img src="…">`, outside code. */
export function imageUses(text: string): ImageUse[] {
  const lines = text.split('\n');
  const prose = outsideCodeFences(lines);
  return lines.flatMap((raw, index) => {
    if (!prose[index]) return [];
    const line = raw.replace(/`[^`]*`/g, '');
    const markdown = [...line.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
      ([, src]) => ({line: index + 1, src: src!}),
    );
    const tags = [...line.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
      line: index + 1,
      src: /\bsrc=(?:"([^"]*)"|'([^']*)'|\{[^}]*\})/.exec(tag)?.slice(1).find(Boolean) ?? '',
      sized: /\bwidth=/.test(tag) && /\bheight=/.test(tag),
    }));
    return [...markdown, ...tags];
  });
}

/** The Markdown files of the site's pages, posts and articles, relative to the site. */
export function markdownPages(siteDir: string): string[] {
  return ['docs', 'dev', 'blog', 'src/pages'].flatMap((dir) =>
    existsSync(path.join(siteDir, dir))
      ? readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
          .filter((name) => /\.mdx?$/.test(name))
          .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
      : [],
  );
}

/** The file an image address of `page` names: beside the page, or in static/ for /img/…. */
export function imageFile(page: string, src: string): string {
  const address = decodeURI(src.split(/[?#]/)[0]!);
  if (address.startsWith('/')) return path.posix.join('static', address);
  if (address.startsWith('@site/')) return address.slice('@site/'.length);
  return path.posix.normalize(path.posix.join(path.posix.dirname(page), address));
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function imageProblems(siteDir: string): ImageProblem[] {
  const problems: ImageProblem[] = [];
  for (const page of markdownPages(siteDir)) {
    for (const {line, src, sized} of imageUses(readFileSync(path.join(siteDir, page), 'utf8'))) {
      const report = (problem: string, fix: string) =>
        problems.push({file: page, line, problem, fix});
      if (/^([a-z]+:)?\/\//i.test(src) || /^(https?|data):/i.test(src)) {
        report(
          `图片 ${src.slice(0, 60)} 不是网站自己的文件：网站不从别处加载图片`,
          '把图片下载下来，放进这一页旁边的 img 文件夹，运行 npm run image -- 图片路径，再用 ./img/文件名 引用它',
        );
        continue;
      }
      if (sized === false) {
        report(
          '<img> 标签没有写 width 和 height，图片加载时下面的文字会跳动',
          '改用 Markdown 的 ![图片说明](./img/文件名)（尺寸会自动读出），或者给 <img> 加上 width 和 height',
        );
      }
      if (src === '') continue;
      const file = imageFile(page, src);
      // A file that is not there is the link check's to report.
      if (!existsSync(path.join(siteDir, file))) continue;
      const data = readFileSync(path.join(siteDir, file));
      if (data.length > IMAGE_SIZE_CAP) {
        report(
          `图片 ${file} 有 ${kilobytes(data.length)}，超过了 ${kilobytes(IMAGE_SIZE_CAP)} 的上限，手机上要加载很久`,
          `运行 npm run image -- ${file}，它会缩小并转成 WebP，然后把这里的链接改成它给出的新文件名`,
        );
      }
      let size: {width?: number; height?: number} = {};
      try {
        size = imageSize(data);
      } catch {
        // Reported below, as an image without dimensions.
      }
      if (!size.width || !size.height) {
        report(
          `读不出图片 ${file} 的宽和高（文件损坏，或者是没有 width、height 和 viewBox 的 SVG）`,
          /\.svg$/i.test(file)
            ? '给 SVG 的 <svg> 标签加上 viewBox 或 width 和 height'
            : `重新截图或导出，再运行 npm run image -- ${file}`,
        );
      }
    }
  }
  return problems;
}
