/**
 * Takes the SDK's logger step out of a client. Nothing here logs through it, yet it filters every
 * request and response for sensitive fields before handing them to its no-op logger: under the
 * import pipeline's load that filtering took more CPU than the import's own rules.
 */
export function withoutSdkLogging<C extends { middlewareStack: { remove(name: string): boolean } }>(client: C): C {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
