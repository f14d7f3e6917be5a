import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface RuntimeTrimsOptions {
  /** Replace tslib in the browser bundle by the helpers it uses (tslib.ts); false keeps tslib. */
  tslib: boolean;
  /** Replace nprogress in the browser bundle by the calls the theme makes (nprogress.ts). */
  nprogress: boolean;
  /** Replace react-helmet-async in the browser bundle by the head writer it needs (helmet.tsx). */
  helmet: boolean;
  /** Drop the module paths, which only the server reads, from the browser's chunk registry. */
  registryPaths: boolean;
  /**
   * Replace the theme's leading-emoji check of doc card labels in the browser bundle by one that
   * compiles its pattern once and only for a label that can begin with an emoji (emoji.ts).
   */
  leadingEmoji: boolean;
}

/** Smaller or cheaper stand-ins for modules of the browser bundle (see README.md). */
export default function runtimeTrimsPlugin(
  context: LoadContext,
  options: RuntimeTrimsOptions = {
    tslib: true,
    nprogress: true,
    helmet: true,
    registryPaths: true,
    leadingEmoji: true,
  },
): Plugin {
  return {
    name: 'runtime-trims',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        ...(options.leadingEmoji && {
          plugins: [
            // Matched on the resolved path: theme-common imports it by a relative path.
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
              path.join(__dirname, 'emoji.ts'),
            ),
          ],
        }),
        ...(options.registryPaths && {
          module: {
            rules: [
              {
                test: path.join(context.generatedFilesDir, 'registry.js'),
                enforce: 'pre' as const,
                use: [path.join(__dirname, 'registry-loader.cjs')],
              },
            ],
          },
        }),
        resolve: {
          alias: {
            ...(options.tslib && {tslib$: path.join(__dirname, 'tslib.ts')}),
            ...(options.nprogress && {nprogress$: path.join(__dirname, 'nprogress.ts')}),
            ...(options.helmet && {'react-helmet-async$': path.join(__dirname, 'helmet.tsx')}),
          },
        },
      };
    },
  };
}
