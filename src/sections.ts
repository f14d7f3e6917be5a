/**
 * The site's sections by address, each with the name its navbar item gives it. Share cards and
 * list-page titles say where a page is with these names.
 */
export const siteSections = [
  {basePath: '/docs/', name: 'Wiki 文档'},
  {basePath: '/dev/', name: '技术分享'},
  {basePath: '/blog', name: '更新日志'},
] as const;

/** The name of the section `pathname` (without the base URL) is in; empty for a page of its own. */
export function sectionNameOf(pathname: string): string {
  return siteSections.find(({basePath}) => pathname.startsWith(basePath))?.name ?? '';
}
