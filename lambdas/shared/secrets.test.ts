import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { readSecret } from './secrets';

const secretsManager = mockClient(SecretsManagerClient);

beforeEach(() => secretsManager.reset());

describe('readSecret', () => {
  it('answers the secret string of the named secret', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: 'postcode-key' }).resolves({ SecretString: 'the-key' });
    expect(await readSecret('postcode-key')).toBe('the-key');
  });

  it('fails clearly for a secret without a string value', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({});
    await expect(readSecret('binary-secret')).rejects.toThrow('The secret binary-secret has no string value');
  });
});
