import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canTransition, type ImportAction, type ImportStatus } from '../../../domain/import/status';
import { documentClient } from '../../shared/dynamodb';
import { ConflictError, UnprocessableError } from '../../shared/errors';
import type { AuditEntry } from '../../../domain/import/audit-entry';
import { inPipeline } from '../../../domain/stuck-imports';
import { sourceStatusKey, type Actor, type FileImportItem } from './file-import';

/** Key of the item that points from an uploaded file's key to its import, so the S3 event finds it. */
const s3KeyPointer = (s3key: string) => `S3KEY#${s3key}`;

export async function getImport(table: string, id: string): Promise<FileImportItem | undefined> {
  if (id.startsWith('S3KEY#')) return undefined;
  const { Item } = await documentClient.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }));
  return Item as FileImportItem | undefined;
}

interface S3KeyPointer {
  readonly importid: string;
  /** When the pointer was written: its import is written just after, so a pointer alone is an import being created. */
  readonly at?: string;
}

async function pointerOf(table: string, s3key: string): Promise<S3KeyPointer | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table, Key: { id: s3KeyPointer(s3key) }, ConsistentRead: true }));
  return Item as S3KeyPointer | undefined;
}

/** The import an uploaded file belongs to, through its pointer item (no Scan, no extra index). */
export async function findImportByS3Key(table: string, s3key: string): Promise<FileImportItem | undefined> {
  const pointer = await pointerOf(table, s3key);
  return pointer ? getImport(table, pointer.importid) : undefined;
}

/** How long a pointer without its import counts as an import being created; after that its create died, and the file is free. */
const POINTER_ALONE_MS = 60_000;

const BEING_IMPORTED = 'This file is already being imported';

/**
 * Points an uploaded file's key at its new import. A key still being validated by an earlier import
 * is refused, so one event cannot serve two imports; the write is conditional on the pointer being
 * as read, so of two creates racing for one file only one wins.
 */
async function pointAtImport(table: string, s3key: string, importid: string): Promise<void> {
  const pointer = await pointerOf(table, s3key);
  const earlierId = pointer?.importid;
  const earlier = earlierId ? await getImport(table, earlierId) : undefined;
  if (earlier && (earlier.importstatus === 1 || earlier.importstatus === 2)) throw new ConflictError(BEING_IMPORTED);
  if (pointer && !earlier && Date.now() - Date.parse(pointer.at ?? '') < POINTER_ALONE_MS) throw new ConflictError(BEING_IMPORTED);
  try {
    await documentClient.send(
      new PutCommand({
        TableName: table,
        Item: { id: s3KeyPointer(s3key), importid, at: new Date().toISOString() },
        ...(earlierId
          ? { ConditionExpression: 'importid = :earlier', ExpressionAttributeValues: { ':earlier': earlierId } }
          : { ConditionExpression: 'attribute_not_exists(id)' }),
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new ConflictError(BEING_IMPORTED);
    throw error;
  }
}

/** Writes a new import (refused if the id exists) and, for an uploaded file, its pointer first. */
export async function createImport(table: string, item: FileImportItem): Promise<void> {
  if (item.s3key) await pointAtImport(table, item.s3key, item.id);
  await documentClient.send(new PutCommand({ TableName: table, Item: { ...item, sourcestatus: sourceStatusKey(item.sourceid, item.importstatus) }, ConditionExpression: 'attribute_not_exists(id)' }));
}

export interface ImportChange {
  readonly to: ImportStatus;
  readonly action: ImportAction;
  readonly actor: Actor;
  readonly reason?: string;
  /** Other attributes to set (counts, payload version, rejection reason, ...). */
  readonly set?: Partial<Omit<FileImportItem, 'id' | 'version' | 'importstatus' | 'audit'>>;
  /** Attributes to remove. */
  readonly remove?: readonly (keyof FileImportItem)[];
}

/**
 * Moves an import along one legal transition, or saves it in place, at the version it was read:
 * the write is conditional on that version and status (409 otherwise), raises the version and
 * appends the audit entry. An illegal move is refused before any write (422).
 */
export async function changeImport(table: string, current: FileImportItem, change: ImportChange): Promise<FileImportItem> {
  if (!canTransition(current.importstatus, change.to, change.action)) {
    throw new UnprocessableError(`An import in status ${current.importstatus} cannot move to ${change.to} (${change.action})`);
  }
  const entry: AuditEntry = {
    at: new Date().toISOString(),
    userid: change.actor.userid,
    username: change.actor.username,
    action: change.action,
    from: current.importstatus,
    to: change.to,
    ...(change.reason ? { reason: change.reason } : {}),
  };
  const names: Record<string, string> = { '#status': 'importstatus', '#version': 'version', '#audit': 'audit' };
  const values: Record<string, unknown> = { ':to': change.to, ':from': current.importstatus, ':version': current.version, ':next': current.version + 1, ':entry': [entry] };
  const sets = ['#status = :to', '#version = :next', '#audit = list_append(#audit, :entry)'];
  Object.entries(change.set ?? {}).forEach(([field, value], i) => {
    if (value === undefined) return;
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  const removes = (change.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  names['#sourcestatus'] = 'sourcestatus';
  values[':sourcestatus'] = sourceStatusKey(current.sourceid, change.to);
  sets.push('#sourcestatus = :sourcestatus');
  names['#pipeline'] = 'pipelinestatus';
  if (inPipeline(change.to)) sets.push('#pipeline = :to');
  else removes.push('#pipeline');
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: current.id },
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: '#version = :version AND #status = :from',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as FileImportItem;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new ConflictError();
    throw error;
  }
}
