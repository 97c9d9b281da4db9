/** How long a secret read is kept in the container: a rotated secret is in use within this, with no cold start. */
export const SECRET_CACHE_SECONDS = 300;

/** Loaded on first use: only routes that read a provider's key pay for the Secrets Manager client. */
const secretsProvider = () => import('@aws-lambda-powertools/parameters/secrets');

/** The named secret's string, through Powertools Parameters' cache of SECRET_CACHE_SECONDS. */
export async function readSecret(name: string): Promise<string> {
  const { getSecret } = await secretsProvider();
  const value = await getSecret(name, { maxAge: SECRET_CACHE_SECONDS });
  if (typeof value !== 'string') throw new Error(`The secret ${name} has no string value`);
  return value;
}
