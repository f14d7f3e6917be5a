import type {LoadContext, Plugin} from '@docusaurus/types';
import {ANALYTICS_ORIGIN} from '../../src/operator';

export interface AnalyticsOptions {
  /** Baidu Tongji site id; empty turns the plugin off. */
  siteId: string;
}

/**
 * Loads Baidu Tongji's hm.js asynchronously in production builds when a site
 * id is set, and reports client-side route changes as page views.
 */
export default function analyticsPlugin(
  context: LoadContext,
  {siteId}: AnalyticsOptions,
): Plugin | null {
  if (!siteId || process.env.NODE_ENV !== 'production') return null;
  return {
    name: 'analytics',
    getClientModules: () => [require.resolve('./client')],
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          attributes: {
            async: true,
            src: `${ANALYTICS_ORIGIN}/hm.js?${encodeURIComponent(siteId)}`,
          },
        },
      ],
    }),
  };
}
