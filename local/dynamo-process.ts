import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordWrites } from './dynamo-writes';

/**
 * dynalite in a process of its own, forked by `startDynamo`: the emulated DynamoDB gets its own
 * core instead of sharing one event loop with every handler, as the real service does. It tells
 * its parent the port it listens on, and exits when the parent goes (the IPC channel closes),
 * so a crashed test run leaves no server behind. Given a second argument, it records every write's
 * partition key to that file (local/dynamo-writes.ts).
 */

type Dynalite = (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;

export interface DynamoProcessReady {
  readonly port: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no type declarations; the one call used is typed above.
const dynalite = require('dynalite') as Dynalite;
const [directory, recordFile] = process.argv.slice(2);
const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
const recorder = recordFile ? recordWrites(server, recordFile) : undefined;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port } satisfies DynamoProcessReady));
process.on('disconnect', () => {
  // The recorder's last lines are on disk before the process goes.
  server.close(() => void Promise.resolve(recorder?.close()).then(() => process.exit(0)));
  server.closeAllConnections();
});
