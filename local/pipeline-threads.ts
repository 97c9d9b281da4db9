import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Invocation, InvocationResult } from './pipeline-thread';

/**
 * Pipeline Lambdas in worker threads, one thread per function, for `npm start` and the bench's
 * load run: deployed, a validation's parsing never holds up an API route, as it does when both run
 * on the local server's one event loop. Each thread starts with the environment the stack has set
 * by its function's first invocation. Tests run the pipeline in the server's own thread instead, where a fault
 * injected into the handlers' SDK clients reaches it.
 */
export interface PipelineThreads {
  /** The module's handler, run in its thread: resolves when it returns, rejects with what it threw. */
  handler(module: string): (event: unknown) => Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = path.join(__dirname, 'pipeline-thread.cjs');

export function startPipelineThreads(): PipelineThreads {
  const workers = new Map<string, Worker>();
  const waiting = new Map<number, { module: string; resolve(): void; reject(error: Error): void }>();
  let next = 0;

  const workerOf = (module: string) => {
    let worker = workers.get(module);
    if (worker) return worker;
    // The environment as the stack has set it by the first invocation (under Jest, process.env is the test's own copy, not the process's).
    worker = new Worker(ENTRY, { env: { ...process.env } });
    worker.on('message', ({ id, error }: InvocationResult) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (!error) return call?.resolve();
      call?.reject(Object.assign(new Error(error.message), { name: error.name, stack: error.stack }));
    });
    // A thread that dies fails what it was running, as a crashed Lambda fails its invocations.
    worker.on('error', (error) => {
      for (const [id, call] of waiting) {
        if (call.module !== module) continue;
        waiting.delete(id);
        call.reject(error);
      }
      workers.delete(module);
    });
    workers.set(module, worker);
    return worker;
  };

  return {
    handler: (module) => (event) =>
      new Promise<void>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { module, resolve, reject });
        workerOf(module).postMessage({ id, module, event, requestId: randomUUID() } satisfies Invocation);
      }),
    stop: async () => {
      await Promise.all([...workers.values()].map((worker) => worker.terminate()));
      workers.clear();
    },
  };
}
