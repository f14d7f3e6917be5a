/**
 * The site's sections, each with the name its navbar item gives it and the short name search
 * results label it with. The navbar, the list pages' titles, the share cards and search all name
 * a section from here.
 */
export const siteSections = [
  {basePath: '/docs/', name: 'Wiki 文档', shortName: 'Wiki', docsPluginId: 'default'},
  {basePath: '/dev/', name: '技术分享', shortName: '技术分享', docsPluginId: 'dev'},
  {basePath: '/blog', name: '更新日志', shortName: '更新日志', docsPluginId: undefined},
] as const;

export type SiteSection = (typeof siteSections)[number];

/** The section `pathname` (without the base URL) is in; undefined for a page of its own. */
export function sectionOf(pathname: string): SiteSection | undefined {
  return siteSections.find(
    ({basePath}) => pathname.startsWith(basePath) || `${pathname}/` === basePath,
  );
}

/** The name of the section `pathname` is in; empty for a page of its own. */
export function sectionNameOf(pathname: string): string {
  return sectionOf(pathname)?.name ?? '';
}

/** The section a docs plugin publishes, by the plugin's id. */
export function docsSection(pluginId: string): SiteSection | undefined {
  return siteSections.find((section) => section.docsPluginId === pluginId);
}

/** A section's navbar name, for the config. */
export const sectionName = (basePath: SiteSection['basePath']): string =>
  siteSections.find((section) => section.basePath === basePath)!.name;
