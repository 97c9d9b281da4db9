import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { S3ServiceException } from '@aws-sdk/client-s3';
import type { FinalizeRequestMiddleware } from '@smithy/types';
import type { S3Event } from 'aws-lambda';
import type { documentClient as DocumentClient } from '../../lambdas/shared/dynamodb';
import type { s3Client as S3ClientInstance } from '../../lambdas/shared/s3';
import { loadLambdaHandler } from '../../local/handler-source';
import { physicalBucketName } from '../../local/names';
import { toS3Event } from '../../local/s3-event-bridge';
import { importsStackPerFile, type ImportsStack } from './imports-support';

/**
 * Faults injected into the handlers' own SDK clients (the modules the local server runs in this
 * process), between the SDK's retry and the wire, so the SDK retries them as it would real ones.
 */

export type Service = 'dynamodb' | 's3';

export interface Fault {
  readonly service: Service;
  /** The SDK command's name, e.g. /^(Put|Update)/ (document client commands are named PutCommand etc.). */
  readonly command?: RegExp;
  readonly when?: (input: Record<string, unknown>) => boolean;
  /**
   * Throttling (ProvisionedThroughputExceeded, 503 SlowDown), a server error (500), or a DynamoDB batch call
   * answered with every item left unprocessed, as a table throttled in part answers one.
   */
  readonly kind: 'throttle' | 'fail' | 'unprocessed';
  /** Every nth matching request is hit (1: every one). */
  readonly everyNth?: number;
  /** How many attempts of a hit request fail; Infinity fails it for good (DynamoDB makes 4 attempts, S3 3, before the error reaches the handler). */
  readonly attempts: number;
  /** At most this many requests are hit. */
  readonly maxRequests?: number;
}

function faultError(service: Service, kind: Exclude<Fault['kind'], 'unprocessed'>): Error {
  if (service === 'dynamodb') {
    return kind === 'throttle'
      ? new ProvisionedThroughputExceededException({ message: 'Injected: the level of configured provisioned throughput for the table was exceeded', $metadata: { httpStatusCode: 400 } })
      : new InternalServerError({ message: 'Injected: internal server error', $metadata: { httpStatusCode: 500 } });
  }
  const [name, status, message] = kind === 'throttle' ? ['SlowDown', 503, 'Injected: please reduce your request rate'] : ['InternalError', 500, 'Injected: we encountered an internal error'];
  return new S3ServiceException({ name, $fault: 'server', message, $metadata: { httpStatusCode: status } });
}

type Clients = { dynamodb: typeof DocumentClient; s3: typeof S3ClientInstance };

/** A batch call's answer that took nothing: every request or key handed back, as the low-level client's input holds them. */
function unprocessed(input: object): object {
  const { RequestItems = {} } = input as { RequestItems?: Record<string, unknown> };
  const [table, items] = Object.entries(RequestItems)[0] ?? [];
  if (!table) throw new Error('Only a DynamoDB batch call can leave items unprocessed');
  const left = { [table]: structuredClone(items) };
  return { $metadata: {}, ...(Array.isArray(items) ? { UnprocessedItems: left } : { UnprocessedKeys: left, Responses: { [table]: [] } }) };
}
const MIDDLEWARE = 'injectedFaults';

/** Installs the injector once per client; `set` replaces the active faults, `clear` removes them. */
export function faultInjector(clients: Clients) {
  let faults: readonly Fault[] = [];
  let state = new Map<Fault, { seen: number; hit: number; attempts: WeakMap<object, number> }>();
  const injected: Record<Service, number> = { dynamodb: 0, s3: 0 };

  /** The kind of fault an attempt of `input` is hit by, if any; `input` is the same object on every attempt of one request. */
  const inject = (service: Service, command: string, input: object): Fault['kind'] | undefined => {
    for (const fault of faults.filter((f) => f.service === service)) {
      if (fault.command && !fault.command.test(command)) continue;
      if (fault.when && !fault.when(input as Record<string, unknown>)) continue;
      const counts = state.get(fault)!;
      let failed = counts.attempts.get(input);
      if (failed === undefined) {
        counts.seen += 1;
        const hit = counts.seen % (fault.everyNth ?? 1) === 0 && counts.hit < (fault.maxRequests ?? Infinity);
        if (hit) counts.hit += 1;
        failed = hit ? 0 : Infinity;
      }
      if (failed < fault.attempts) {
        counts.attempts.set(input, failed + 1);
        injected[service] += 1;
        return fault.kind;
      }
      counts.attempts.set(input, Infinity);
    }
    return undefined;
  };
  const middleware = <I extends object, O extends object>(service: Service): FinalizeRequestMiddleware<I, O> => (next, context) => async (args) => {
    const kind = inject(service, context.commandName ?? '', args.input);
    if (kind === 'unprocessed') return { response: {}, output: unprocessed(args.input) as O };
    if (kind) throw faultError(service, kind);
    return next(args);
  };
  const placement = { name: MIDDLEWARE, relation: 'after', toMiddleware: 'httpSigningMiddleware' } as const;
  clients.dynamodb.middlewareStack.addRelativeTo(middleware('dynamodb'), placement);
  clients.s3.middlewareStack.addRelativeTo(middleware('s3'), placement);

  return {
    set(...next: Fault[]) {
      faults = next;
      state = new Map(next.map((fault) => [fault, { seen: 0, hit: 0, attempts: new WeakMap() }]));
      injected.dynamodb = 0;
      injected.s3 = 0;
    },
    clear() {
      faults = [];
    },
    /** Failed attempts injected since the last `set`. */
    injected: () => ({ ...injected }),
    uninstall() {
      clients.dynamodb.middlewareStack.remove(MIDDLEWARE);
      clients.s3.middlewareStack.remove(MIDDLEWARE);
    },
  };
}

/** A handler module of the pipeline from where the local stack loads it: from source, the very instance it loaded (its SDK clients are the ones faults reach). */
export const pipelineHandler = <E>(module: string) => loadLambdaHandler<(event: E) => Promise<void>>(module);

/** What S3 would deliver again for an object of the imports bucket: the same event, as a duplicate notification or Lambda's retry would. */
export const redeliveredEvent = (key: string): S3Event =>
  toS3Event({ eventName: 'ObjectCreated:Put', eventTime: new Date().toISOString(), s3: { bucket: { name: physicalBucketName('imports') }, object: { key, sequencer: '0' } } });

/** The handlers' own SDK clients, required once the stack has pointed the environment at the emulators. */
export function handlerClients(): Clients {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only after the stack has set the environment the modules read when loaded
  const { documentClient } = require('../../lambdas/shared/dynamodb') as typeof import('../../lambdas/shared/dynamodb');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same: this module also reads the environment when loaded
  const { s3Client } = require('../../lambdas/shared/s3') as typeof import('../../lambdas/shared/s3');
  return { dynamodb: documentClient, s3: s3Client };
}

export interface FaultsStack extends ImportsStack {
  readonly faults: ReturnType<typeof faultInjector>;
}

/** The import stack of a test file with a fault injector on the handlers' own clients, its faults cleared after each test. */
export function faultsStackPerFile(use: (started: FaultsStack) => void): void {
  let faults: ReturnType<typeof faultInjector> | undefined;
  importsStackPerFile((started) => {
    faults = faultInjector(handlerClients());
    use({ ...started, faults });
  });
  afterEach(() => faults?.clear());
  afterAll(() => faults?.uninstall());
}
