import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface HydrationStepsOptions {
  /**
   * The updates Docusaurus makes right after hydration (`isBrowser`, the first window size) run
   * as transitions (browser-context.tsx, use-window-size.ts); false keeps Docusaurus's modules.
   */
  transitions: boolean;
  /**
   * Below 997 px, hydration leaves the desktop-only parts (the doc sidebar, a doc's table of
   * contents, the blog sidebar) as the server rendered them (theme/, DesktopOnly.tsx); false
   * hydrates them, as the classic theme does, before the theme drops them.
   */
  phoneSkipsDesktopParts: boolean;
}

/** Hydration that leaves the main thread room (see README.md). */
export default function hydrationStepsPlugin(
  _context: unknown,
  options: HydrationStepsOptions = {transitions: true, phoneSkipsDesktopParts: true},
): Plugin {
  return {
    name: 'hydration-steps',
    ...(options.phoneSkipsDesktopParts && {getThemePath: () => path.join(__dirname, 'theme')}),
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || !options.transitions) return {};
      // Matched on the resolved path: Docusaurus imports both modules by relative paths.
      const replace = (pattern: RegExp, file: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(
          pattern,
          path.join(__dirname, file),
        );
      return {
        plugins: [
          replace(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
            'browser-context.tsx',
          ),
          replace(
            /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
            'use-window-size.ts',
          ),
        ],
      };
    },
  };
}
