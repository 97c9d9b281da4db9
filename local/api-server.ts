import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RuntimeConfig } from '../domain/runtime-config';
import { isApiPath } from '../lib/site-paths';
import { ROUTE_TIMEOUT_SECONDS } from '../lambdas/routes';
import { apiGatewayEvent, lambdaContext, type IncomingRequest } from './api-event';
import { loadLambdaHandler } from './handler-source';
import { matchRoute, mountedRouteKeys } from './route-matcher';
import { serveStatic } from './static-site';
import type { TokenVerifier } from './token-verifier';

export { mountedRouteKeys };

/** Lambda's synchronous payload limit; API Gateway refuses larger bodies before any Lambda runs. */
export const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2 | string | object>;

export interface ApiServerOptions {
  readonly port?: number;
  readonly webRoot: string;
  readonly verifier: TokenVerifier;
  readonly runtimeConfig: RuntimeConfig;
  /** Prints one short line per request unless quiet. */
  readonly quiet?: boolean;
  /** Pages the local stack serves outside the route table in place of outside services (e.g. the e-sign simulator), by path prefix. */
  readonly simulators?: readonly LocalSimulator[];
}

export interface LocalSimulator {
  readonly prefix: string;
  serve(request: IncomingMessage, response: ServerResponse, rawPath: string): Promise<void>;
}

export interface ApiServer {
  readonly url: string;
  readonly server: Server;
  stop(): Promise<void>;
}

const handlers = new Map<string, Promise<Handler>>();

/** The handler CDK deploys (handler-source.ts says from where), loaded once on first use, after the stack has set the environment. */
function loadHandler(module: string): Promise<Handler> {
  let loaded = handlers.get(module);
  if (!loaded) {
    loaded = Promise.resolve().then(() => loadLambdaHandler<Handler>(module));
    // A failed load (environment not ready, module not written yet) is retried on the next request.
    loaded.catch(() => handlers.delete(module));
    handlers.set(module, loaded);
  }
  return loaded;
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body);
}

/** Writes a handler's answer as API Gateway does, including its inference for plain objects. */
function sendResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | object) {
  const structured = result as APIGatewayProxyStructuredResultV2;
  if (typeof result !== 'object' || result === null || typeof structured.statusCode !== 'number') {
    send(response, 200, typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  response.writeHead(structured.statusCode, headers);
  const body = structured.body ?? '';
  response.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // Keep reading to drain the socket, but stop keeping what would be refused anyway.
    if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_PAYLOAD_BYTES ? undefined : Buffer.concat(chunks);
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

async function serveApi(options: ApiServerOptions, request: IncomingMessage, response: ServerResponse, rawPath: string, rawQueryString: string) {
  const method = request.method ?? 'GET';
  const matched = matchRoute(method, rawPath);
  if (!matched) return send(response, 404, JSON.stringify({ message: 'Not Found' }));
  const body = await readBody(request);
  if (!body) return send(response, 413, JSON.stringify({ message: 'Request Entity Too Large' }));
  // Provider routes have no authorizer, as deployed: their handler checks the body's signature.
  const authorized = matched.route.access !== 'provider';
  const claims = authorized ? await options.verifier.verify(request.headers.authorization) : undefined;
  if (authorized && !claims) return send(response, 401, JSON.stringify({ message: 'Unauthorized' }), { 'www-authenticate': 'Bearer' });
  const incoming: IncomingRequest = { method, rawPath, rawQueryString, headers: headersOf(request), body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' };
  const event = apiGatewayEvent(incoming, matched, claims);
  try {
    const handler = await loadHandler(matched.route.handler);
    sendResult(response, await handler(event, lambdaContext(matched.route.handler, event.requestContext.requestId, ROUTE_TIMEOUT_SECONDS)));
  } catch (error) {
    // A Lambda that throws is a 500 'Internal Server Error' from API Gateway; the cause is printed here.
    console.error(`[api] ${matched.routeKey} failed:`, error);
    send(response, 500, JSON.stringify({ message: 'Internal Server Error' }));
  }
}

/**
 * The local stand-in for CloudFront + API Gateway + Lambda: the route table's routes behind a JWT
 * check like the deployed authorizer's (provider routes, like deployed ones, without it), `/config.json` for the front end, and the built site.
 */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const server = createServer((request, response) => {
    const started = Date.now();
    const [rawPath, rawQueryString = ''] = (request.url ?? '/').split(/\?(.*)/s, 2);
    if (!options.quiet) {
      response.on('finish', () => console.log(`[api] ${request.method} ${rawPath} ${response.statusCode} ${Date.now() - started}ms`));
    }
    const simulator = options.simulators?.find((candidate) => rawPath.startsWith(candidate.prefix));
    const work = isApiPath(rawPath)
      ? serveApi(options, request, response, rawPath, rawQueryString)
      : simulator
        ? simulator.serve(request, response, rawPath)
        : rawPath === '/config.json'
          ? Promise.resolve(send(response, 200, JSON.stringify(options.runtimeConfig), { 'cache-control': 'no-store' }))
          : serveStatic(options.webRoot, rawPath, response);
    work.catch((error: unknown) => {
      console.error('[api] request failed:', error);
      if (!response.headersSent) send(response, 500, JSON.stringify({ message: 'Internal Server Error' }));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
