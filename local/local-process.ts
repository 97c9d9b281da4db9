import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';

/** How long a stopping emulator process gets to close its connections before it is killed. */
const STOP_GRACE_MS = 5_000;

/** A TypeScript module of the local stack in a process of its own, run by tsx whatever runs this, with the IPC channel it exits by. */
export const forkLocalProcess = (file: string, args: readonly string[]): ChildProcess =>
  fork(file, args, { execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

/** Closes the process's channel, which asks it to finish, and kills it if it has not gone within the grace period. */
export async function stopLocalProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
