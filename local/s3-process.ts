import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { BUCKET_NAMES } from '../lambdas/shared/resources';
import { physicalBucketName } from './names';
import type { S3rverEvent } from './s3';

/**
 * s3rver in a process of its own, forked by `startS3`, so storing and serving objects does not
 * take turns with the handlers on the local server's event loop. Each object event goes to the
 * parent, and the request that caused it is answered only once the parent has taken the event: an
 * upload that has returned has its event delivered, as the tests' wait for the pipeline needs.
 */

export type S3ProcessMessage = { readonly port: number } | { readonly event: S3rverEvent; readonly id: number };
export interface S3ProcessOptions {
  readonly directory: string;
  readonly webOrigins: readonly string[];
}

type Middleware = (ctx: unknown, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  readonly middleware: Middleware[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3rverEvent) => void): void;
}
type S3rverClass = new (options: object) => S3rver;

/** The browser PUTs and GETs signed URLs from the site's origin; only those need CORS. */
const corsConfiguration = (origins: readonly string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const options = JSON.parse(process.argv[2]) as S3ProcessOptions;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver ships no type declarations; what is used is typed above.
const S3rverServer = require('s3rver') as S3rverClass;
mkdirSync(options.directory, { recursive: true });
const s3rver = new S3rverServer({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: options.directory,
  // Path-style URLs only: virtual hosts would need DNS for every bucket name.
  vhostBuckets: false,
  configureBuckets: BUCKET_NAMES.map((bucket) => ({ name: physicalBucketName(bucket), configs: [corsConfiguration(options.webOrigins)] })),
});

const unacknowledged = new Map<number, () => void>();
const pendingEvents = new Set<Promise<void>>();
let nextEvent = 0;
s3rver.on('event', (event) => {
  const id = nextEvent++;
  const taken = new Promise<void>((resolve) => unacknowledged.set(id, resolve));
  pendingEvents.add(taken);
  void taken.then(() => pendingEvents.delete(taken));
  process.send?.({ event, id } satisfies S3ProcessMessage);
});
process.on('message', (message: { ack: number }) => {
  unacknowledged.get(message.ack)?.();
  unacknowledged.delete(message.ack);
});
// First of all middleware: a request answers only after the events raised so far are taken.
s3rver.middleware.unshift(async (_ctx, next) => {
  await next();
  await Promise.all([...pendingEvents]);
});

void s3rver.run().then((address) => process.send?.({ port: address.port } satisfies S3ProcessMessage));
process.on('disconnect', () => void s3rver.close().then(() => process.exit(0)));
