import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Takes Prism out of the bundle every page loads. The classic theme registers Prism's extra
 * languages from a client module, which puts prism-react-renderer and its grammars into
 * main.js, although only pages with code blocks need them. This plugin swaps that client module
 * for an empty one; `src/theme/CodeBlock` registers the languages instead, in the chunk of the
 * pages that show code.
 */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const clientModule = path.join(
    context.siteDir,
    'node_modules/@docusaurus/theme-classic/lib/prism-include-languages',
  );
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {resolve: {alias: {[clientModule]: path.join(__dirname, 'empty.ts')}}};
    },
  };
}
