/**
 * The inline scripts the site's pages may carry: the only ones the Content-Security-Policy
 * allows (deploy/headers.ts), and the only ones a build may contain (scripts/lib/headers.ts
 * refuses any other, naming the page). Each entry is a script a reviewed dependency emits on
 * purpose; nothing a page's content adds can enter this list without a code review.
 *
 * When a Docusaurus upgrade changes one of these scripts, the build fails and prints the new
 * script's start: read the new script in the named package, and only then update its entry.
 */
import {createHash} from 'node:crypto';

export interface InlineScript {
  /** sha256 (base64) of the script's text exactly as the built pages carry it. */
  hash: string;
  /** The package file that emits the script, and why the site keeps it. */
  source: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Neither script depends on src/operator.ts. The banner names the base URL, which is "/" for the
 * site and for every preview (each is served at the root of a host of its own); a change of
 * docusaurus.config.ts's colorMode, storage or baseUrl changes a hash, and the build says so.
 */
export const INLINE_SCRIPTS: readonly InlineScript[] = [
  {
    hash: 'GD+IrbcJhltJLowXu32idAh/KiynRsznFJtcwACaeGM=',
    source:
      '@docusaurus/theme-classic, lib/inlineScripts.js (getThemeInlineScript and ' +
      'DataAttributeQueryStringInlineJavaScript, one script in the <head> of every page): sets ' +
      'the colour mode from ?docusaurus-theme= or localStorage "theme" before the first paint, ' +
      'so a dark-mode reader sees no white flash, and copies ?docusaurus-data-* parameters onto ' +
      '<html> as data attributes.',
  },
  {
    hash: 'ByKaI/rimPHWCJW+jCvFlORyuIF5lU2Zigu9+639SD0=',
    source:
      '@docusaurus/core, lib/client/BaseUrlIssueBanner/index.js (createInlineScript, home page ' +
      'only): when the bundles fail to load because the site is served under the wrong base ' +
      'path, shows a red banner naming the configured base URL (a behaviour the site relies ' +
      'on: tests/e2e/docusaurus-contract/navigation.spec.ts).',
  },
];

/** The hashes of every allowed inline script, sorted. */
export const allowedInlineScriptHashes = (): string[] =>
  INLINE_SCRIPTS.map(({hash}) => hash).sort();
