import type { RouteDefinition, StageSetting } from '../routes';
import { bucketEnvName, tableEnvName, type BucketName, type TableName } from './resources';

export interface HandlerConfig {
  table(name: TableName): string;
  bucket(name: BucketName): string;
  setting(name: StageSetting): string;
}

/**
 * Reads the physical names of a route's tables and buckets and its stage settings from the
 * environment, once at cold start; a missing variable fails the container at load, not mid-request.
 * Asking for a resource the route table does not grant the route is a programming error.
 */
export function loadHandlerConfig(
  route: Pick<RouteDefinition, 'tables' | 'buckets' | 'settings'>,
  env: NodeJS.ProcessEnv = process.env,
): HandlerConfig {
  const read = (variable: string) => {
    const value = env[variable];
    if (!value) throw new Error(`Missing environment variable ${variable}`);
    return value;
  };
  const tables = new Map(route.tables.map((t) => [t.name, read(tableEnvName(t.name))]));
  const buckets = new Map(route.buckets.map((b) => [b.name, read(bucketEnvName(b.name))]));
  const settings = new Map((route.settings ?? []).map((s) => [s, read(s)]));
  const get = <K>(map: Map<K, string>, kind: string, key: K) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`The route table grants no ${kind} ${String(key)} to this route`);
    return value;
  };
  return {
    table: (name) => get(tables, 'table', name),
    bucket: (name) => get(buckets, 'bucket', name),
    setting: (name) => get(settings, 'setting', name),
  };
}
