import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** How long a secret read is kept in the container: a rotated secret is in use within this, with no cold start. */
export const SECRET_CACHE_SECONDS = 300;

/**
 * The named secret's string, through Powertools Parameters' cache of SECRET_CACHE_SECONDS.
 * Imported statically: esbuild inlines a dynamic import() into a CommonJS bundle and then wraps
 * every module it reaches, the SDK's shared core too, in a lazy initializer, which made the
 * routes that import this slower to load.
 */
export async function readSecret(name: string): Promise<string> {
  const value = await getSecret(name, { maxAge: SECRET_CACHE_SECONDS });
  if (typeof value !== 'string') throw new Error(`The secret ${name} has no string value`);
  return value;
}
