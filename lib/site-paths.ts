/**
 * Which request paths CloudFront forwards to the API; of the rest, which are files of the built site; every other path is a client-side route and
 * gets index.html. One rule for CloudFront (as a CloudFront Function) and the local server.
 * Routes may contain dots (`/info/2020.3.1`), so "has a dot" is not enough: only these extensions
 * are files.
 */
/** First path segments answered by the API; every route in lambdas/routes.ts starts with one. */
export const API_PATH_PREFIXES = ['/api/', '/lookups/', '/entities/', '/reports/', '/storage/', '/webhooks/'] as const;

export const isApiPath = (uriPath: string) => API_PATH_PREFIXES.some((prefix) => uriPath.startsWith(prefix));

export const SITE_FILE_EXTENSIONS = [
  'js', 'mjs', 'css', 'map', 'json', 'webmanifest', 'html', 'txt', 'ico', 'png', 'svg', 'jpg', 'jpeg',
  'gif', 'webp', 'woff', 'woff2', 'ttf', 'pdf', 'xlsx',
] as const;

const fileExtension = /\.([a-z0-9]+)$/i;

export function isSiteFile(uriPath: string): boolean {
  const extension = fileExtension.exec(uriPath.substring(uriPath.lastIndexOf('/') + 1))?.[1]?.toLowerCase();
  return extension !== undefined && (SITE_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The same rule as `isSiteFile`, in the ES5 that CloudFront Functions run. */
export const SPA_REWRITE_CODE = `var FILES = ${JSON.stringify(SITE_FILE_EXTENSIONS)};
function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  var match = /\\.([a-z0-9]+)$/i.exec(last);
  if (!match || FILES.indexOf(match[1].toLowerCase()) === -1) request.uri = '/index.html';
  return request;
}`;
