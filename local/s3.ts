import path from 'node:path';
import { forkLocalProcess, stopLocalProcess } from './local-process';
import type { S3ProcessMessage, S3ProcessOptions } from './s3-process';

/** The S3 event record s3rver emits on object changes (its own, not quite AWS's: the key is raw). */
export interface S3rverEvent {
  readonly Records: readonly {
    readonly eventName: string;
    readonly eventTime: string;
    readonly s3: { readonly bucket: { readonly name: string }; readonly object: { readonly key: string; readonly size?: number; readonly eTag?: string; readonly sequencer: string } };
  }[];
}

export interface LocalS3 {
  readonly url: string;
  onEvent(listener: (event: S3rverEvent) => void): void;
  stop(): Promise<void>;
}

/**
 * s3rver on a folder, in a process of its own (local/s3-process.ts), with the product's buckets
 * (physical names) and CORS for the web origins. Listeners get each object event before the
 * request that raised it is answered.
 */
export async function startS3(options: S3ProcessOptions): Promise<LocalS3> {
  const child = forkLocalProcess(path.join(__dirname, 's3-process.ts'), [JSON.stringify(options)]);
  const listeners: ((event: S3rverEvent) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: S3ProcessMessage) => {
      if ('port' in message) return resolve(message.port);
      try {
        for (const listener of listeners) listener(message.event);
      } finally {
        child.send({ ack: message.id });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    onEvent: (listener) => void listeners.push(listener),
    stop: () => stopLocalProcess(child),
  };
}
