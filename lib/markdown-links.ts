/**
 * How the site's Markdown names its pages: the address Docusaurus gives a doc, and the links a
 * page's text makes. Shared by the content check (scripts/lib/links.ts), the related-updates
 * plugin and the tests.
 */
import path from 'node:path';

/** The URL Docusaurus gives a doc: its slug if set, else its path, with index docs ending in a slash. */
export function docPermalink(routeBasePath: string, relativeFile: string, slug: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return `${routeBasePath}${slug}`;
  const withoutExt = relativeFile.replace(/\.mdx?$/, '');
  const [dir, base] = [path.posix.dirname(withoutExt), path.posix.basename(withoutExt)];
  const prefix = dir === '.' ? '' : `/${dir}`;
  return base === 'index' ? `${routeBasePath}${prefix}/` : `${routeBasePath}${prefix}/${base}`;
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

/** The targets of the Markdown links of a text (not in code), with their 1-based lines. */
export function markdownLinks(text: string): {line: number; href: string}[] {
  const lines = text.split('\n');
  const prose = outsideCodeFences(lines);
  return lines.flatMap((line, index) =>
    prose[index]
      ? [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map(([, href]) => ({
          line: index + 1,
          href: href!,
        }))
      : [],
  );
}
