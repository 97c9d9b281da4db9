import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { constants, setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';

/** How long a stopping emulator process gets to close its connections before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * The scheduling priority of the local stack's bulk work: the pipeline's threads and the processes
 * of the tables it writes in bulk. Deployed, that work runs on Lambdas and table partitions of its
 * own and never takes CPU from an API route or the tables a route reads; sharing this machine's
 * cores, it gives way to them instead.
 */
export const BULK_WORK_PRIORITY = constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * A TypeScript module of the local stack in a process of its own, run by tsx whatever runs this,
 * with the IPC channel it exits by; `bulk` lowers its priority to BULK_WORK_PRIORITY.
 */
export function forkLocalProcess(file: string, args: readonly string[], { bulk = false } = {}): ChildProcess {
  const child = fork(file, args, { execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (bulk && child.pid !== undefined) setPriority(child.pid, BULK_WORK_PRIORITY);
  return child;
}

/** Closes the process's channel, which asks it to finish, and kills it if it has not gone within the grace period. */
export async function stopLocalProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
