import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { isSiteFile } from '../lib/site-paths';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Broker portal: front end not built</title></head>
<body><h1>The front end is not built yet</h1><p>The local API is running. Build the site with <code>npm run build:web</code>
(or restart <code>npm start</code>, which builds it when <code>frontend/vite.config.mts</code> exists), then reload.</p></body></html>`;

/**
 * Serves the built site like CloudFront does: files by path, and index.html for every path that
 * is not a site file (lib/site-paths.ts), so the browser's router handles it; a missing site
 * file is 404.
 */
export async function serveStatic(webRoot: string, rawPath: string, response: ServerResponse) {
  const index = path.join(webRoot, 'index.html');
  if (!existsSync(index)) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(NOT_BUILT_PAGE);
    return;
  }
  let relative: string;
  try {
    relative = decodeURIComponent(rawPath);
  } catch {
    relative = rawPath;
  }
  const file = path.join(webRoot, path.normalize(relative).replace(/^([/\\]|\.\.)+/, ''));
  const inside = file.startsWith(webRoot + path.sep) || file === webRoot;
  const found = inside && (await stat(file).catch(() => undefined))?.isFile();
  const target = found ? file : isSiteFile(relative) ? undefined : index;
  if (!target) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  const type = CONTENT_TYPES[path.extname(target).toLowerCase()] ?? 'application/octet-stream';
  // Hashed assets never change; the entry page and service worker must always be fresh.
  const cache = target.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(200, { 'content-type': type, 'cache-control': cache });
  response.end(await readFile(target));
}
