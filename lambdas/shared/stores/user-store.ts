import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamodb';

/** A user's profile as stored: intermediaries by id; names are joined from the reference table. */
export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly applications: number[];
  readonly tpis: number[];
  readonly reports: number[];
  readonly disabled?: boolean;
}

export async function getUserRecord(tableName: string, id: string): Promise<UserRecord | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: { id } }));
  return Item as UserRecord | undefined;
}
