/**
 * react-dom/client for the no-hydration bound: hydrateRoot returns a root that never renders, so
 * the page runs its scripts (main.js, the route's chunks) and React never touches the server's
 * HTML. No partial-hydration scheme can do better than this. The real module is imported as
 * `react-dom/client.js`, which the plugin's alias (an exact match of `react-dom/client`) leaves
 * to Docusaurus's own `react-dom` alias.
 */
import * as client from 'react-dom/client.js';

export const createRoot = client.createRoot;

export function hydrateRoot() {
  return {render() {}, unmount() {}};
}

export default {createRoot, hydrateRoot};
