import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDynamoRouter, type TableRoutes } from './dynamo-router';
import { recordWrites } from './dynamo-writes';

/**
 * A process of the local DynamoDB, forked by `startDynamo`: either dynalite keeping some tables in
 * a LevelDB folder (`tables <folder>`) or in memory (`tables`), or the router in front of those
 * processes (`router <routes as JSON> [record file]`). The emulated service gets cores of its own
 * instead of sharing one event loop with every handler. Each process tells its parent the port it
 * listens on and exits when the parent goes (the IPC channel closes), so a crashed test run leaves
 * no server behind. Given a record file, the router records every write's partition key there
 * (local/dynamo-writes.ts).
 */

type Dynalite = (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;

export interface DynamoProcessReady {
  readonly port: number;
}

/** How a router's routes travel on its command line. */
export interface RouteArgument {
  readonly byTable: Readonly<Record<string, string>>;
  readonly fallback: string;
}

function serverOf([role, ...args]: readonly string[]): { server: Server; close?: () => Promise<void> } {
  if (role === 'tables') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no type declarations; the one call used is typed above.
    const dynalite = require('dynalite') as Dynalite;
    return { server: dynalite({ path: args[0], createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 }) };
  }
  const routes = JSON.parse(args[0]) as RouteArgument;
  const server = createDynamoRouter({ byTable: new Map(Object.entries(routes.byTable)), fallback: routes.fallback } satisfies TableRoutes);
  const recorder = args[1] ? recordWrites(server, args[1]) : undefined;
  return { server, close: recorder?.close };
}

const { server, close } = serverOf(process.argv.slice(2));
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port } satisfies DynamoProcessReady));
process.on('disconnect', () => {
  // The recorder's last lines are on disk before the process goes.
  server.close(() => void Promise.resolve(close?.()).then(() => process.exit(0)));
  server.closeAllConnections();
});
