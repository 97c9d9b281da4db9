import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import { commissionLineKey, contractLineKey } from '../../domain/contract-lines';
import { PRODUCT_DEFINITIONS } from '../../domain/reference-data/products';
import { PIPELINE, type FileImportItem } from '../fileimports/file-import';
import { changeImport, getImport } from '../fileimports/import-store';
import { readAllPages } from '../fileimports/payload-store';
import { importIdOfRequest } from '../fileimports/pipeline-requests';
import { loadHandlerConfig } from '../shared/config';
import { documentClient } from '../shared/dynamodb';
import { ConflictError } from '../shared/errors';
import { logger } from '../shared/logger';
import { eventKey } from '../imports/event-import';
import { PROCESSING_FUNCTION } from '../imports/functions';
import { contractLinesOf } from './contract-lines';

const config = loadHandlerConfig(PROCESSING_FUNCTION);
const fileimports = config.table('fileimports');
const contractsTable = config.table('contracts');
const bucket = config.bucket('imports');

async function writeAll(items: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] | undefined = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const result: BatchWriteCommandOutput = await documentClient.send(new BatchWriteCommand({ RequestItems: { [contractsTable]: requests } }));
      requests = result.UnprocessedItems?.[contractsTable];
    }
  }
}

/** 7 to 8, the lines written (puts by deterministic key), then 8 to 9. A re-run from 8 writes the same items again. */
async function processImport(item: FileImportItem): Promise<void> {
  let current = item;
  if (current.importstatus === 7) current = await changeImport(fileimports, current, { to: 8, action: 'process', actor: PIPELINE });
  if (current.importstatus !== 8 || current.payloadversion === undefined) return;
  const pages = await readAllPages(bucket, current.id, current.payloadversion, current.pagecount);
  const customers = pages.flatMap((page) => page.structureddata ?? []);
  const approval = [...current.audit].reverse().find((entry) => entry.to === 7);
  const receiveddate = approval?.at ?? new Date().toISOString();
  const productName = PRODUCT_DEFINITIONS.find((p) => p.id === current.productdefinition)?.name ?? String(current.productdefinition);
  const { contracts, commissions } = contractLinesOf(current, customers, productName, receiveddate);
  await writeAll([
    ...contracts.map((line) => ({ ...line, sk: contractLineKey(line) })),
    ...commissions.map((line) => ({ ...line, sk: commissionLineKey(line) })),
  ]);
  await changeImport(fileimports, current, { to: 9, action: 'complete', actor: PIPELINE, reason: `${contracts.length} contract lines, ${commissions.length} commission lines` });
  logger.info('Import processed', { importid: current.id, contracts: contracts.length, commissions: commissions.length });
}

/** The processing Lambda, on a processing request object: idempotent, and a no-op for an import not in 7 or 8. */
export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const id = importIdOfRequest('processing', eventKey(record.s3.object.key));
    if (!id) continue;
    const item = await getImport(fileimports, id);
    if (!item || (item.importstatus !== 7 && item.importstatus !== 8)) continue;
    try {
      await processImport(item);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
};
