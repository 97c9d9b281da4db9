import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** Created on first use: only routes that read a provider's key pay for this client. */
let client: SecretsManagerClient | undefined;

export async function readSecret(name: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: name }));
  if (!SecretString) throw new Error(`The secret ${name} has no string value`);
  return SecretString;
}
