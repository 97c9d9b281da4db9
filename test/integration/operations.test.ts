import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { createUser, listUsers, resetPassword, setUserEnabled, updateUser, type UserDirectory } from '../../ops/user-directory';
import { startTestStack, type TestStack } from '../support/local-stack';

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
});
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
