import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { readSecret, SECRET_CACHE_SECONDS } from './secrets';

const secretsManager = mockClient(SecretsManagerClient);
process.env.AWS_REGION ??= 'eu-west-2';

beforeEach(() => secretsManager.reset());
afterEach(() => jest.restoreAllMocks());

describe('readSecret', () => {
  it('answers the secret string of the named secret', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: 'postcode-key' }).resolves({ SecretString: 'the-key' });
    expect(await readSecret('postcode-key')).toBe('the-key');
  });

  it('fails clearly for a secret without a string value', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({});
    await expect(readSecret('binary-secret')).rejects.toThrow('The secret binary-secret has no string value');
  });

  it('keeps a read secret for its cache age, then reads the rotated value without a new container', async () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    secretsManager.on(GetSecretValueCommand, { SecretId: 'rotated-key' }).resolvesOnce({ SecretString: 'old-key' }).resolves({ SecretString: 'new-key' });
    expect(await readSecret('rotated-key')).toBe('old-key');
    clock.mockReturnValue(start + (SECRET_CACHE_SECONDS - 1) * 1000);
    expect(await readSecret('rotated-key')).toBe('old-key');
    clock.mockReturnValue(start + (SECRET_CACHE_SECONDS + 1) * 1000);
    expect(await readSecret('rotated-key')).toBe('new-key');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
