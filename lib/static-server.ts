/**
 * Serves a build directory for the tests and reports that cannot use the nginx origin (a debug
 * build, a temporary copy, the default classic site): serve-handler, the server behind
 * `docusaurus serve`, maps /x to x.html or x/index.html and answers 404.html otherwise; text is
 * gzipped (compression) as the CDN sends it, so transfer sizes match production.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  origin: string;
  close(): void;
}

export function serveStatic(buildDir: string): Promise<StaticServer> {
  const gzip = compression();
  const server = createServer((request, response) => {
    gzip(request as never, response as never, () => {
      void serveHandler(request, response, {
        public: buildDir,
        cleanUrls: true,
        directoryListing: false,
        // Pages are served where they are, never redirected: as nginx serves them.
        trailingSlash: undefined,
      });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}
