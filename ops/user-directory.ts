import { randomInt } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ListUsersCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, paginateScan, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../lambdas/shared/stores/user-store';

/** Where users live: the Cognito pool (identity) and the users table (profile keyed by `sub`). */
export interface UserDirectory {
  readonly cognito: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly documents: DynamoDBDocumentClient;
  readonly usersTable: string;
}

export type ProfileFields = Pick<UserRecord, 'firstname' | 'lastname' | 'applications' | 'tpis' | 'reports'>;

export interface NewUser extends ProfileFields {
  readonly email: string;
  readonly temporaryPassword?: string;
  /** Set as the permanent password; without it the first sign-in must choose one. */
  readonly password?: string;
  readonly phoneNumber?: string;
}

export class UserDirectoryError extends Error {}

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value;

/** A temporary password that meets the pool's policy: upper, lower, digit, symbol, 16 characters. */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%+-=?'];
  const all = sets.join('');
  const chars = [...sets.map((set) => set[randomInt(set.length)]), ...Array.from({ length: 12 }, () => all[randomInt(all.length)])];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The Cognito `sub` of the user signing in with this email, or undefined when there is none. */
export async function findUserId(directory: UserDirectory, email: string): Promise<string | undefined> {
  try {
    const user = await directory.cognito.send(new AdminGetUserCommand({ UserPoolId: directory.userPoolId, Username: email }));
    return attribute(user.UserAttributes, 'sub');
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

async function requireUserId(directory: UserDirectory, email: string): Promise<string> {
  const id = await findUserId(directory, email);
  if (!id) throw new UserDirectoryError(`No user signs in with ${email}`);
  return id;
}

/** Creates the Cognito user (no invitation sent) and their profile; returns the stored profile. */
export async function createUser(directory: UserDirectory, user: NewUser): Promise<UserRecord> {
  if (await findUserId(directory, user.email)) throw new UserDirectoryError(`A user already signs in with ${user.email}`);
  const created = await directory.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: directory.userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: user.temporaryPassword ?? temporaryPassword(),
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: user.firstname },
        { Name: 'family_name', Value: user.lastname },
        ...(user.phoneNumber ? [{ Name: 'phone_number', Value: user.phoneNumber }, { Name: 'phone_number_verified', Value: 'true' }] : []),
      ],
    }),
  );
  const id = attribute(created.User?.Attributes, 'sub');
  if (!id) throw new UserDirectoryError(`Cognito returned no sub for ${user.email}`);
  if (user.password) {
    await directory.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: directory.userPoolId, Username: user.email, Password: user.password, Permanent: true }));
  }
  const profile: UserRecord = {
    id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    applications: user.applications,
    tpis: user.tpis,
    reports: user.reports,
  };
  await directory.documents.send(new PutCommand({ TableName: directory.usersTable, Item: profile }));
  return profile;
}

export interface ListedUser {
  readonly email: string;
  readonly status: string;
  readonly enabled: boolean;
  readonly profile?: UserRecord;
}

/** Every Cognito user with their profile; an operations listing, so a Scan of the profiles is fine. */
export async function listUsers(directory: UserDirectory): Promise<ListedUser[]> {
  const users: UserType[] = [];
  let PaginationToken: string | undefined;
  do {
    const page = await directory.cognito.send(new ListUsersCommand({ UserPoolId: directory.userPoolId, PaginationToken }));
    users.push(...(page.Users ?? []));
    PaginationToken = page.PaginationToken;
  } while (PaginationToken);
  const profiles = new Map<string, UserRecord>();
  for await (const page of paginateScan({ client: directory.documents }, { TableName: directory.usersTable })) {
    for (const item of page.Items ?? []) profiles.set(item.id as string, item as UserRecord);
  }
  return users
    .map((user) => ({
      email: attribute(user.Attributes, 'email') ?? user.Username ?? '',
      status: user.UserStatus ?? 'UNKNOWN',
      enabled: user.Enabled ?? true,
      profile: profiles.get(attribute(user.Attributes, 'sub') ?? ''),
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Changes profile fields; names are kept in step on the Cognito user too. */
export async function updateUser(directory: UserDirectory, email: string, changes: Partial<ProfileFields>): Promise<UserRecord> {
  const id = await requireUserId(directory, email);
  const { Item } = await directory.documents.send(new GetCommand({ TableName: directory.usersTable, Key: { id } }));
  if (!Item) throw new UserDirectoryError(`${email} has no profile in ${directory.usersTable}`);
  const updated = { ...(Item as UserRecord), ...changes };
  await directory.documents.send(new PutCommand({ TableName: directory.usersTable, Item: updated }));
  const names = [
    ...(changes.firstname ? [{ Name: 'given_name', Value: changes.firstname }] : []),
    ...(changes.lastname ? [{ Name: 'family_name', Value: changes.lastname }] : []),
  ];
  if (names.length) {
    await directory.cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: directory.userPoolId, Username: email, UserAttributes: names }));
  }
  return updated;
}

/** Disabling stops sign-in (Cognito) and refuses the profile at once (tokens already issued). */
export async function setUserEnabled(directory: UserDirectory, email: string, enabled: boolean): Promise<void> {
  const id = await requireUserId(directory, email);
  const command = enabled ? AdminEnableUserCommand : AdminDisableUserCommand;
  await directory.cognito.send(new command({ UserPoolId: directory.userPoolId, Username: email }));
  await directory.documents.send(
    new UpdateCommand({
      TableName: directory.usersTable,
      Key: { id },
      UpdateExpression: 'SET disabled = :disabled',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':disabled': !enabled },
    }),
  );
}

/** Sets a new temporary password; the next sign-in must replace it. Returns it to hand over. */
export async function resetPassword(directory: UserDirectory, email: string): Promise<string> {
  await requireUserId(directory, email);
  const password = temporaryPassword();
  await directory.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: directory.userPoolId, Username: email, Password: password, Permanent: false }));
  return password;
}
