import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Points the browser bundle's `react-dom/client` at a copy that never hydrates (see
 * react-dom-client.js). Docusaurus adds its own `react-dom` alias first and the first matching
 * alias wins, so this one goes in front of it. Copied by report:runtime into a copy of the site
 * as plugins/runtime-candidate/; not part of the site.
 */
export default function noHydrationPlugin(): Plugin {
  return {
    name: 'runtime-candidate-no-hydration',
    configureWebpack(config, isServer) {
      if (!isServer && config.resolve) {
        config.resolve.alias = {
          'react-dom/client$': path.join(__dirname, 'react-dom-client.js'),
          ...(config.resolve.alias as Record<string, string>),
        };
      }
      return {};
    },
  };
}
