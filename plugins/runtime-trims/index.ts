import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface RuntimeTrimsOptions {
  /** Replace tslib in the browser bundle by the helpers it uses (tslib.ts); false keeps tslib. */
  tslib: boolean;
}

/** Smaller stand-ins for modules of the browser bundle (see README.md). */
export default function runtimeTrimsPlugin(
  _context: unknown,
  options: RuntimeTrimsOptions = {tslib: true},
): Plugin {
  return {
    name: 'runtime-trims',
    configureWebpack(_config, isServer) {
      if (isServer || !options.tslib) return {};
      return {resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}}};
    },
  };
}
