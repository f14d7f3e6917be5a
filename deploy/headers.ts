/**
 * The one source of truth for the site's HTTP response headers. scripts/gen-headers.ts
 * turns it into the nginx snippet and the `_headers` file; the nginx test checks the result.
 */
import {ANALYTICS_ORIGIN} from '../src/operator';

export interface HeaderInputs {
  /** sha256 hashes (base64) of the allowed inline scripts (deploy/inline-scripts.ts), never of
   * whatever a build happens to contain. */
  inlineScriptHashes: string[];
  /** Whether the analytics script is configured (it needs its own origin in the policy). */
  analytics: boolean;
  /** The host (name, and port if not the default) the build is served at: the site's, or a
   * preview's own (src/preview.ts, siteOrigin). */
  host: string;
}

/**
 * Where the site's own scripts come from: the bundles the build emits, and Pagefind's script,
 * which search imports (its WebAssembly is fetched, through connect-src). Nothing else on the
 * host, so a script file that reaches any other path (static/, a page's folder) never runs.
 * Scheme-less, the sources take the page's scheme, so https in production.
 */
export const scriptPaths = (host: string) => [`${host}/assets/js/`, `${host}/pagefind/pagefind.js`];

function contentSecurityPolicy({inlineScriptHashes, analytics, host}: HeaderInputs): string {
  const thirdParty = analytics ? [ANALYTICS_ORIGIN] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      ...scriptPaths(host),
      // Search compiles Pagefind's WebAssembly engine; this allows WebAssembly only, not eval.
      "'wasm-unsafe-eval'",
      ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`),
      ...thirdParty,
    ],
    // React and Docusaurus set style attributes in the server HTML (collapsibles, announcement bar).
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...thirdParty],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...thirdParty],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Nobody may frame the site: storage and the UI assume a top-level window.
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers sent with every response. */
export function securityHeaders(inputs: HeaderInputs): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    ],
    ['X-Frame-Options', 'DENY'],
    // No other site's window keeps a handle on ours, and no other site may embed our files.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // Sent over plain HTTP too: browsers ignore it there, and behind a CDN that ends TLS the
    // origin only ever sees plain HTTP, so a header sent "over HTTPS only" would never reach anyone.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ];
}

/**
 * The types of the build's text files for tools (the pages' Markdown versions, llms.txt and
 * robots.txt, the OpenAPI description): without them a static host may send no type or a
 * download, and Chinese text needs its charset. cloudisle.conf gives nginx the same.
 */
export const TEXT_FILE_TYPES = {
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
};

/** Hashed bundles under /assets/ never change; everything else is revalidated on each visit. */
export const CACHE_CONTROL = {
  assets: 'public, max-age=31536000, immutable',
  other: 'no-cache',
};
