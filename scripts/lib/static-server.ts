import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  origin: string;
  close(): void;
}

/**
 * Serves a build directory for reports that cannot use the nginx origin (a temporary copy, another
 * site): /x is x, x/index.html or x.html, else 404.html; text is gzipped as a CDN would send it.
 */
export function serveStatic(buildDir: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url!, 'http://site').pathname);
    const file = [pathname, `${pathname}/index.html`, `${pathname}.html`]
      .map((candidate) => path.join(buildDir, candidate))
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    const type = TYPES[path.extname(file ?? '404.html')] ?? 'application/octet-stream';
    let body = readFileSync(file ?? path.join(buildDir, '404.html'));
    const headers: Record<string, string> = {'content-type': type};
    if (/text|json|svg|xml/.test(type) && /gzip/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(file ? 200 : 404, headers);
    response.end(body);
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
