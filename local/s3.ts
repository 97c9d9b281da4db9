import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { BUCKET_NAMES } from '../lambdas/shared/resources';
import { physicalBucketName } from './names';

/** The S3 event record s3rver emits on object changes (its own, not quite AWS's: the key is raw). */
export interface S3rverEvent {
  readonly Records: readonly {
    readonly eventName: string;
    readonly eventTime: string;
    readonly s3: { readonly bucket: { readonly name: string }; readonly object: { readonly key: string; readonly size?: number; readonly eTag?: string; readonly sequencer: string } };
  }[];
}

interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3rverEvent) => void): void;
}
type S3rverClass = new (options: object) => S3rver;

export interface LocalS3 {
  readonly url: string;
  onEvent(listener: (event: S3rverEvent) => void): void;
  stop(): Promise<void>;
}

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

/** s3rver on a folder, with the product's buckets (physical names) and CORS for the web origins. */
export async function startS3(options: { directory: string; webOrigins: readonly string[] }): Promise<LocalS3> {
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
  const address = await s3rver.run();
  return {
    url: `http://127.0.0.1:${address.port}`,
    onEvent: (listener) => s3rver.on('event', listener),
    stop: () => s3rver.close(),
  };
}
