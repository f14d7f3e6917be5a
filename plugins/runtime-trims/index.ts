import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface RuntimeTrimsOptions {
  /** Replace tslib in the browser bundle by the helpers it uses (tslib.ts); false keeps tslib. */
  tslib: boolean;
  /** Replace nprogress in the browser bundle by the calls the theme makes (nprogress.ts). */
  nprogress: boolean;
  /** Replace react-helmet-async in the browser bundle by the head writer it needs (helmet.tsx). */
  helmet: boolean;
}

/** Smaller stand-ins for modules of the browser bundle (see README.md). */
export default function runtimeTrimsPlugin(
  _context: unknown,
  options: RuntimeTrimsOptions = {tslib: true, nprogress: true, helmet: true},
): Plugin {
  return {
    name: 'runtime-trims',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
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
