import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { intermediaryPartitionKeys } from '../../domain/contract-lines';
import {
  nameSearchText, orderedMatches, postcodeSearchText, SAVED_SEARCH_LIMIT, SAVED_SEARCH_MIN_LENGTH, savedSearchPrefix,
  type SavedRecordMatch, type SavedSearchKind,
} from '../../domain/saved-records';
import { parseReference } from '../../domain/references';
import { apiHandler } from '../shared/api-handler';
import { documentClient } from '../shared/dynamodb';

const query = z.object({
  tpiid: z.string().check(z.regex(/^\d{1,9}$/, 'tpiid must be a whole number')),
  q: z.string().check(z.maxLength(100, 'Search for at most 100 characters')),
});

/** The first matches under one key whose sort key begins with the prefix: one Query, at most the limit. */
async function matchesUnder(table: string, pk: string, prefix: string): Promise<SavedRecordMatch[]> {
  const { Items = [] } = await documentClient.send(new QueryCommand({
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ProjectionExpression: 'entity, id, #name, postcode, posttown, #reference',
    ExpressionAttributeNames: { '#name': 'name', '#reference': 'reference' },
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    Limit: SAVED_SEARCH_LIMIT,
  }));
  return Items as SavedRecordMatch[];
}

/**
 * `GET /api/savedrecords?tpiid=&q=`: the intermediary's saved customers, sites and accounts whose
 * name has a word beginning with `q`, or whose postcode begins with it, or whose reference `q` is;
 * at most the first 20, by name. Each of the intermediary's keys is asked once for each way to find,
 * each for at most 20 items, so a search reads a bounded handful whatever the book's size.
 */
export const handler = apiHandler('GET /api/savedrecords', { query }, async ({ query, caller, config }): Promise<SavedRecordMatch[]> => {
  const tpiid = Number(query.tpiid);
  caller.requireIntermediary(tpiid);
  const table = config.table('contracts');
  const reference = parseReference(query.q)?.reference;
  const searches: [SavedSearchKind, string][] = [['NAME', nameSearchText(query.q)], ['POSTCODE', postcodeSearchText(query.q)]];
  const wanted = reference
    ? [['REFERENCE', `${reference}#`] satisfies [SavedSearchKind, string]]
    : searches.filter(([, text]) => text.replace(/ /g, '').length >= SAVED_SEARCH_MIN_LENGTH);
  const answers = await Promise.all(intermediaryPartitionKeys(tpiid).flatMap((pk) => wanted.map(([kind, text]) => matchesUnder(table, pk, savedSearchPrefix(kind, text)))));
  return orderedMatches(answers.flat());
});
