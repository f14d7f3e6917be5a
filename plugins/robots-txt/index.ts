import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Writes build/robots.txt pointing crawlers at the sitemap of the configured site URL. */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${url}${baseUrl}sitemap.xml`, ''];
      await writeFile(path.join(outDir, 'robots.txt'), robots.join('\n'));
    },
  };
}
