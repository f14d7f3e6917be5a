import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkCodeBlockImport} from './remark';

/**
 * Code blocks load only on the pages that show code (see README.md). Three parts:
 * - `remarkCodeBlockImport` (for each content plugin's remarkPlugins): a page with a fence
 *   imports the code block itself;
 * - `theme/`: inline code no longer imports the code block, and the code block registers
 *   Prism's extra languages when it loads;
 * - this plugin: serves that theme folder and swaps the classic theme's client module that
 *   registered those languages on every page for an empty one.
 */
export default function codeBlocksPlugin(): Plugin {
  // The client module the classic theme lists as './prism-include-languages' beside its entry;
  // Docusaurus resolves it to this path, without an extension.
  const prismClientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic')),
    'prism-include-languages',
  );
  return {
    name: 'code-blocks',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({
      resolve: {alias: {[prismClientModule]: path.join(__dirname, 'empty.ts')}},
    }),
  };
}
