import { ukCalendarDate } from '../../domain/calendar-date';
import type { DateRule } from '../../domain/entities';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportContext } from '../../domain/import';
import { documentClient } from '../shared/dynamodb';
import { getIntermediaries } from '../shared/stores/reference-store';
import { OPEN_STATUSES, type FileImportItem } from './file-import';
import { listImports } from './import-store';
import { readMeterPoints } from './payload-store';

export interface ImportResources {
  readonly fileimports: string;
  readonly reference: string;
  readonly contracts: string;
  readonly imports: string;
}

/** Meter points under the intermediary's live contracts: a Query of its contract lines, never a Scan. */
async function liveContractMeterPoints(table: string, tpiid: number): Promise<Set<string>> {
  const found = new Set<string>();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'tpiid = :tpiid AND begins_with(sk, :contract)',
        ExpressionAttributeValues: { ':tpiid': tpiid, ':contract': 'CONTRACT#' },
        ProjectionExpression: 'meterpointreference, importid',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) found.add(String(item.meterpointreference));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

/** Meter points of the intermediary's other open imports (a Query on `bySource`, then their meter point lists). */
async function openImportMeterPoints(resources: ImportResources, current: FileImportItem): Promise<Set<string>> {
  const imports = await listImports(resources.fileimports, { sourceid: current.sourceid, since: '' });
  const open = imports.filter(
    (other) => other.id !== current.id && OPEN_STATUSES.includes(other.importstatus) && other.payloadkind === 'structured' && other.payloadversion !== undefined,
  );
  const lists = await Promise.all(open.map((other) => readMeterPoints(resources.imports, other.id, other.payloadversion!)));
  return new Set(lists.flat().map((meterpoint) => meterpoint.mpxn));
}

/** Everything validating an import needs beyond its own data. */
export async function loadImportContext(resources: ImportResources, item: FileImportItem): Promise<ImportContext> {
  const [intermediaries, open, live] = await Promise.all([
    getIntermediaries(resources.reference, [item.sourceid]),
    openImportMeterPoints(resources, item),
    liveContractMeterPoints(resources.contracts, item.sourceid),
  ]);
  const product = intermediaries[0]?.products[String(item.productdefinition)];
  return {
    contractterms: product?.contractterms ?? [],
    openImportMeterPoints: open,
    liveContractMeterPoints: live,
    renewal: item.sourcetype === 3,
  };
}

/**
 * Contract start dates must be today or later by the UK calendar; days already stored with the
 * import stay acceptable once past, and renewals keep the start their live contract sets.
 */
export const startDateRule = (item: FileImportItem, kept: ReadonlySet<string>): DateRule | undefined =>
  item.sourcetype === 3 ? undefined : { today: ukCalendarDate(new Date()), kept };
