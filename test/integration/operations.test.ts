import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DOWNLOADS } from '../../domain/documents';
import { seedDocuments } from '../../local/seed/documents';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import { createUser, listUsers, resetPassword, setUserEnabled, updateUser, type UserDirectory } from '../../ops/user-directory';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let directory: UserDirectory;
let dynamo: DynamoDBClient;
beforeAll(async () => {
  stack = await startTestStack();
  dynamo = new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  directory = {
    cognito: new CognitoIdentityProviderClient({ endpoint: stack.stack.cognitoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
    userPoolId: stack.stack.userPoolId,
    documents: DynamoDBDocumentClient.from(dynamo),
    usersTable: physicalTableName('users'),
  };
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  directory?.cognito.destroy();
  dynamo?.destroy();
  await stack?.stop();
});

describe('the operations tool against the local stack', () => {
  const email = 'olive.ops@example.com';
  const newPassword = 'Olive-Chosen-2026!';

  it('creates a user who must choose a password at first sign-in and then sees their profile', async () => {
    await createUser(directory, { email, firstname: 'Olive', lastname: 'Ops', applications: [2], tpis: [102], reports: [1] });
    const temporary = await resetPassword(directory, email);
    const tokens = await stack.signIn(email, temporary, { newPassword });
    const { status, data } = await stack.api<{ firstname: string; tpis: { id: number }[] }>('GET', '/api/users/0', { token: tokens.accessToken });
    expect(status).toBe(200);
    expect(data.firstname).toBe('Olive');
    expect(data.tpis.map((tpi) => tpi.id)).toEqual([102]);
  });

  it('refuses to create a second user with the same email', async () => {
    await expect(createUser(directory, { email, firstname: 'Other', lastname: 'Person', applications: [2], tpis: [101], reports: [] })).rejects.toThrow('already signs in');
  });

  it('changes intermediaries, and the next request sees them', async () => {
    await updateUser(directory, email, { tpis: [101, 103] });
    const { accessToken } = await stack.signIn(email, newPassword);
    const { data } = await stack.api<{ tpis: { id: number }[] }>('GET', '/api/users/0', { token: accessToken });
    expect(data.tpis.map((tpi) => tpi.id).sort()).toEqual([101, 103]);
  });

  // cognito-local still signs a disabled user in (real Cognito refuses); the profile flag is what the API enforces.
  it('disables a user: tokens already issued stop working, and enabling restores access', async () => {
    const { accessToken } = await stack.signIn(email, newPassword);
    await setUserEnabled(directory, email, false);
    expect((await stack.api('GET', '/lookups/siccode', { token: accessToken })).status).toBe(403);
    expect((await listUsers(directory)).find((user) => user.email === email)?.enabled).toBe(false);
    await setUserEnabled(directory, email, true);
    expect((await stack.api('GET', '/lookups/siccode', { token: accessToken })).status).toBe(200);
  });
});

describe('the documents seed a stage uses', () => {
  it("puts the four downloads under a new intermediary's folder once", async () => {
    const s3 = new S3Client({ endpoint: stack.stack.s3Url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
    const bucket = physicalBucketName('documents');
    const newcomer = { id: 999, name: 'Newcomer Brokers', products: {} };
    try {
      expect(await seedDocuments(s3, bucket, [newcomer])).toBe(DOWNLOADS.length);
      expect(await seedDocuments(s3, bucket, [newcomer])).toBe(0);
      const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: '999/' }));
      expect((Contents ?? []).map((object) => object.Key).sort()).toEqual(DOWNLOADS.map((d) => `999/${d.fileName}`).sort());
    } finally {
      s3.destroy();
    }
  });
});
