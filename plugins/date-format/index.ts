import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The theme prints dates (a post's header, the archive, "last updated") with
 * `useDateTimeFormat` of @docusaurus/theme-common, as 2025年11月3日 in UTC: a post dated 02:00 in
 * Beijing showed the day before. This replaces that one module with ./IntlUtils.ts, which prints
 * the site's style in Beijing time. See README.md.
 */
export default function dateFormatPlugin(): Plugin {
  return {
    name: 'date-format',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => object;
      };
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
            path.join(__dirname, 'IntlUtils.ts'),
          ) as never,
        ],
      };
    },
  };
}
