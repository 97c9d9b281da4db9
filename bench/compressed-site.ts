import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { isApiPath } from '../lib/site-paths';

/**
 * The local site behind a proxy that compresses as CloudFront does (lib/web.ts): the site's files
 * gzipped under the caching-optimized policy, the API's answers passed as they are (caching
 * disabled). The local server compresses nothing, so a throttled browser would otherwise wait on
 * bytes no broker downloads.
 */

/** CloudFront compresses objects of 1,000 bytes to 10 MB of these types. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1000;

const compressible = (path: string, headers: IncomingHttpHeaders, body: Buffer) =>
  !isApiPath(path) && COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length >= MIN_BYTES && !headers['content-encoding'];

export async function compressedSite(origin: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(origin);
  // Hashed assets never change, so each is compressed once.
  const gzipped = new Map<string, Buffer>();
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const forwarded = request(
      { host: target.hostname, port: target.port, method: incoming.method, path, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body: Buffer = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (/\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && compressible(path, headers, body)) {
            const cached = path.startsWith('/assets/') ? gzipped.get(path) : undefined;
            body = cached ?? gzipSync(body);
            if (path.startsWith('/assets/')) gzipped.set(path, body);
            headers['content-encoding'] = 'gzip';
            headers.vary = 'Accept-Encoding';
          }
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}
