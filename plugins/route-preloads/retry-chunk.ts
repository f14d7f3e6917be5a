/**
 * Loads a chunk once more when it fails. Chromium hands a preload that failed (a dropped
 * connection, a CDN hiccup) to the runtime's own request for the same file, which then fails at
 * once, and the page would never hydrate; the second attempt fetches the file anew.
 */
declare const __webpack_require__: {e?: (chunkId: string | number) => Promise<unknown>};

const ensureChunk = typeof window === 'undefined' ? undefined : __webpack_require__.e;
if (ensureChunk) {
  __webpack_require__.e = (chunkId) => ensureChunk(chunkId).catch(() => ensureChunk(chunkId));
}

export {};
