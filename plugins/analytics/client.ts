import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    _hmt?: unknown[][];
  }
}

// hm.js reads this queue when it loads and counts the first page view itself.
if (typeof window !== 'undefined') {
  window._hmt = window._hmt ?? [];
}

const client: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      window._hmt!.push(['_trackPageview', location.pathname + location.search + location.hash]);
    }
  },
};

export default client;
