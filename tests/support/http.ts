import {request, type IncomingHttpHeaders} from 'node:http';

/**
 * GETs `url` asking for `host`, as a browser or a CDN that resolved that name to the origin
 * would: an origin with a server per host name (a preview per pr-N.<previewDomain>) answers by
 * the name, whatever address reached it. fetch() always sends the address's own host.
 */
export function getFromHost(
  url: string,
  host: string,
): Promise<{status: number; headers: IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    request(url, {headers: {host}}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({status: response.statusCode!, headers: response.headers, body}),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
