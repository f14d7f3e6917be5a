/** The address of a page's Markdown version: /docs/faq/rename → /docs/faq/rename.md, /dev/ → /dev.md. */
export function twinPath(route: string): string {
  return `${route.replace(/\/$/, '')}.md`;
}
