import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pageStarts, referenceCounts, type ReferenceStart } from '../../../domain/references';
import type { ImportCustomer } from '../../../domain/import';
import { ConflictError } from '../../shared/errors';
import type { FileImportItem } from './file-import';

/** Where numbers are kept, with the client to reach them (the Lambdas' own, or an operator's). */
export interface ReferenceNumberStore {
  readonly documents: DynamoDBDocumentClient;
  readonly fileimports: string;
  readonly contracts: string;
}

/** The intermediary's counters, one item in the contracts table beside its lines. */
export const referenceCounterKey = (tpiid: number) => ({ pk: `${tpiid}#references`, sk: 'COUNTERS' });

/**
 * Takes `counts` numbers of each kind from the intermediary's counters in one atomic update and
 * answers the first of each. Numbers taken by a run that then fails are never given again, so
 * references may skip a number but never repeat one.
 */
export async function takeReferenceNumbers(store: Omit<ReferenceNumberStore, 'fileimports'>, tpiid: number, counts: ReferenceStart): Promise<ReferenceStart> {
  const { Attributes } = await store.documents.send(
    new UpdateCommand({
      TableName: store.contracts,
      Key: referenceCounterKey(tpiid),
      UpdateExpression: 'ADD customer :customer, site :site, #contract :contract',
      ExpressionAttributeNames: { '#contract': 'contract' },
      ExpressionAttributeValues: { ':customer': counts.customer, ':site': counts.site, ':contract': counts.contract },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Attributes as ReferenceStart;
  return { customer: last.customer - counts.customer + 1, site: last.site - counts.site + 1, contract: last.contract - counts.contract + 1 };
}

/**
 * The import with reference numbers for its current payload's records (`pages`, in order): those
 * it holds, or numbers taken now and kept on the item, once. Two runs at once keep the first's.
 */
export async function withReferenceNumbers(store: ReferenceNumberStore, item: FileImportItem, pages: readonly (readonly ImportCustomer[])[]): Promise<FileImportItem> {
  if (item.referencenumbers) return item;
  const keepsFirst = item.customerreference !== undefined;
  const first = await takeReferenceNumbers(store, item.sourceid, referenceCounts(pages.flat(), keepsFirst));
  const referencenumbers = { pages: pageStarts(pages, first, keepsFirst), ...(keepsFirst ? { customer: item.customerreference } : {}) };
  try {
    const { Attributes } = await store.documents.send(
      new UpdateCommand({
        TableName: store.fileimports,
        Key: { id: item.id },
        UpdateExpression: 'SET referencenumbers = :numbers',
        ConditionExpression: 'attribute_not_exists(referencenumbers) AND #version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':numbers': referencenumbers, ':version': item.version },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as FileImportItem;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await store.documents.send(new GetCommand({ TableName: store.fileimports, Key: { id: item.id }, ConsistentRead: true }));
    const current = Item as FileImportItem | undefined;
    if (current?.referencenumbers && current.version === item.version) return current;
    throw new ConflictError();
  }
}
