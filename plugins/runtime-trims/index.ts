import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Smaller or cheaper stand-ins for three modules of the browser bundle (see README.md), each
 * locked to the upstream file it replaces by tests/unit/upstream-locks.test.ts.
 */
export default function runtimeTrimsPlugin(context: LoadContext): Plugin {
  return {
    name: 'runtime-trims',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          // Matched on the resolved path: theme-common imports it by a relative path.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
            path.join(__dirname, 'emoji.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              enforce: 'pre' as const,
              use: [path.join(__dirname, 'registry-loader.cjs')],
            },
          ],
        },
        resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}},
      };
    },
  };
}
