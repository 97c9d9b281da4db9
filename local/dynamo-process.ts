import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * dynalite in a process of its own, forked by `startDynamo`: the emulated DynamoDB gets its own
 * core instead of sharing one event loop with every handler, as the real service does. It tells
 * its parent the port it listens on, and exits when the parent goes (the IPC channel closes),
 * so a crashed test run leaves no server behind.
 */

type Dynalite = (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;

export interface DynamoProcessReady {
  readonly port: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no type declarations; the one call used is typed above.
const dynalite = require('dynalite') as Dynalite;
const server = dynalite({ path: process.argv[2], createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port } satisfies DynamoProcessReady));
process.on('disconnect', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
