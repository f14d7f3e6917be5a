import type {Plugin} from '@docusaurus/types';

/**
 * Runs the browser bundle on Preact (preact/compat) instead of React; the server bundle stays on
 * React, so the published HTML is the same. Docusaurus aliases `react` and `react-dom` to the
 * site's copies and the first matching alias wins, so this replaces those two keys instead of
 * adding after them. Copied by report:runtime into a copy of the site as
 * plugins/runtime-candidate/; not part of the site.
 */
export default function preactPlugin(): Plugin {
  return {
    name: 'runtime-candidate-preact',
    configureWebpack(config, isServer) {
      if (!isServer && config.resolve) {
        const docusaurusAliases = {...(config.resolve.alias as Record<string, string>)};
        delete docusaurusAliases.react;
        delete docusaurusAliases['react-dom'];
        config.resolve.alias = {
          'react/jsx-runtime$': 'preact/compat/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
          'react-dom/client$': 'preact/compat/client',
          react$: 'preact/compat',
          'react-dom$': 'preact/compat',
          ...docusaurusAliases,
        };
      }
      return {};
    },
  };
}
