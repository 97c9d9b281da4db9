import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * The front of the local DynamoDB: one endpoint, as the SDK wants, in front of several dynalite
 * processes that each keep some of the tables (local/dynamo.ts says which). Each request goes to
 * the process keeping the tables it names; ListTables asks them all.
 */

/** Where each physical table's requests go, and where a request naming no table goes. */
export interface TableRoutes {
  readonly byTable: ReadonlyMap<string, string>;
  readonly fallback: string;
}

interface RequestBody {
  readonly TableName?: unknown;
  readonly RequestItems?: Readonly<Record<string, unknown>>;
  readonly TransactItems?: readonly Readonly<Record<string, { TableName?: unknown } | undefined>>[];
}

/** The tables a DynamoDB JSON request names, whatever its operation. */
export function tablesNamed(body: RequestBody): string[] {
  const named = new Set<string>();
  if (typeof body.TableName === 'string') named.add(body.TableName);
  for (const table of Object.keys(body.RequestItems ?? {})) named.add(table);
  for (const item of body.TransactItems ?? []) {
    for (const action of Object.values(item)) if (typeof action?.TableName === 'string') named.add(action.TableName);
  }
  return [...named];
}

/** The backend of a request, or undefined when its tables are kept by different processes. */
export function backendOf(routes: TableRoutes, tables: readonly string[]): string | undefined {
  const backends = new Set(tables.map((table) => routes.byTable.get(table) ?? routes.fallback));
  if (backends.size > 1) return undefined;
  return backends.values().next().value ?? routes.fallback;
}

const agent = new Agent({ keepAlive: true });

function forward(backend: string, method: string, headers: IncomingHttpHeaders, body: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${backend}/`, { method, headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 500, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

type Answer = Awaited<ReturnType<typeof forward>>;

/** One answer made of several backends' JSON answers, or the first failure among them. */
function merged(answers: readonly Answer[], merge: (bodies: Record<string, unknown>[]) => unknown): Answer {
  const failed = answers.find((answer) => answer.status !== 200);
  if (failed) return failed;
  const bodies = answers.map((answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>);
  return { status: 200, headers: { 'content-type': answers[0].headers['content-type'] }, body: Buffer.from(JSON.stringify(merge(bodies))) };
}

const mergeMaps = (bodies: Record<string, unknown>[], field: string) => Object.assign({}, ...bodies.map((body) => body[field] ?? {})) as Record<string, unknown>;

/** ListTables over every backend: their names merged in order (fewer tables than one page holds). */
async function listTables(backends: readonly string[], method: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Answer> {
  const answers = await Promise.all(backends.map((backend) => forward(backend, method, headers, body)));
  return merged(answers, (bodies) => ({ TableNames: bodies.flatMap((answer) => answer.TableNames as string[]).sort() }));
}

/** A batch over tables of several backends: each backend's share sent to it, the answers' tables merged. */
async function splitBatch(routes: TableRoutes, method: string, headers: IncomingHttpHeaders, parsed: Required<Pick<RequestBody, 'RequestItems'>> & Record<string, unknown>): Promise<Answer> {
  const shares = new Map<string, Record<string, unknown>>();
  for (const [table, requests] of Object.entries(parsed.RequestItems)) {
    const backend = routes.byTable.get(table) ?? routes.fallback;
    shares.set(backend, { ...shares.get(backend), [table]: requests });
  }
  const answers = await Promise.all([...shares].map(([backend, RequestItems]) => {
    const { 'content-length': _length, ...rest } = headers;
    return forward(backend, method, rest, Buffer.from(JSON.stringify({ ...parsed, RequestItems })));
  }));
  return merged(answers, (bodies) => {
    if ('Responses' in bodies[0]) return { Responses: mergeMaps(bodies, 'Responses'), UnprocessedKeys: mergeMaps(bodies, 'UnprocessedKeys') };
    return { UnprocessedItems: mergeMaps(bodies, 'UnprocessedItems') };
  });
}

function validationError(message: string) {
  return { status: 400, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Buffer.from(JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message })) };
}

/** The front server: not yet listening. */
export function createDynamoRouter(routes: TableRoutes): Server {
  const backends = [...new Set([routes.fallback, ...routes.byTable.values()])];
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'POST';
      const { host: _host, ...headers } = request.headers;
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1];
      let answer: Promise<Answer>;
      if (operation === 'ListTables') {
        answer = listTables(backends, method, headers, body);
      } else {
        let parsed: RequestBody = {};
        try {
          parsed = JSON.parse(body.toString() || '{}') as RequestBody;
        } catch {
          // The fallback backend answers a body it cannot read as DynamoDB would.
        }
        const backend = backendOf(routes, tablesNamed(parsed));
        if (backend) answer = forward(backend, method, headers, body);
        else if (parsed.RequestItems) answer = splitBatch(routes, method, headers, { ...parsed, RequestItems: parsed.RequestItems });
        // Only a transaction is left, which cannot be split and stay one; dynalite has no transactions anyway.
        else answer = Promise.resolve(validationError('The local DynamoDB keeps these tables in separate processes and cannot run one transaction over them'));
      }
      answer.then(
        ({ status, headers: answerHeaders, body: answerBody }) => {
          response.writeHead(status, answerHeaders);
          response.end(answerBody);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
          response.end(JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: String(error) }));
        },
      );
    });
  });
}
