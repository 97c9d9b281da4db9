import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { pipelineContext } from './api-event';
import { loadLambdaHandler } from './handler-source';
import { BULK_WORK_PRIORITY } from './local-process';

/**
 * The body of a pipeline thread (local/pipeline-threads.ts): runs the invocations its parent
 * posts with the handler loaded here, from wherever handler-source.ts says, and answers each with
 * nothing or the error it threw.
 */

export interface Invocation {
  readonly id: number;
  readonly module: string;
  readonly event: unknown;
  readonly requestId: string;
}

export interface InvocationResult {
  readonly id: number;
  readonly error?: { readonly name: string; readonly message: string; readonly stack?: string };
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;
const handlers = new Map<string, Handler>();

async function run({ id, module, event, requestId }: Invocation): Promise<InvocationResult> {
  try {
    let handler = handlers.get(module);
    if (!handler) handlers.set(module, (handler = loadLambdaHandler<Handler>(module)));
    await handler(event, pipelineContext(module, requestId));
    return { id };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
    return { id, error: { name, message, stack } };
  }
}

/** Linux schedules each thread on its own and names this one's id in /proc/thread-self; elsewhere the thread keeps the server's priority. */
if (process.platform === 'linux') setPriority(Number(path.basename(readlinkSync('/proc/thread-self'))), BULK_WORK_PRIORITY);

parentPort?.on('message', (invocation: Invocation) => void run(invocation).then((result) => parentPort?.postMessage(result)));
