import { sourceStatusKey } from '../../lambdas/contract-import/store/file-import';
import type { TestStack } from './local-stack';
import { putItems } from './local-tables';

const DAY = 86_400_000;

/**
 * Completed imports of an intermediary from 400 days ago and earlier, an hour apart, newest first,
 * written straight to the table with an audit trail each: the API stamps every new import with now.
 */
export async function writeOldImports(stack: TestStack, sourceid: number, count: number): Promise<void> {
  const start = Date.now() - 400 * DAY;
  const items = Array.from({ length: count }, (_, i) => {
    const importdatetime = new Date(start - i * 3_600_000).toISOString();
    return {
      id: `old-import-${sourceid}-${String(i).padStart(5, '0')}`, importdatetime, importstatus: 9, sourcestatus: sourceStatusKey(sourceid, 9), s3key: `${sourceid}/old/file-${i}.csv`, s3bucket: 'imports',
      fileformat: 1, productdefinition: 1, sourcetype: 1, sourceid, userid: 'old-user', username: 'Bea Broker', parameters: {}, manualverification: true,
      customercount: 1, rowcount: 2, failurecount: 0, warningcount: 0, version: 4, pagecount: 1, payloadversion: '4', payloadkind: 'structured',
      audit: [{ at: importdatetime, userid: 'old-user', username: 'Bea Broker', action: 'upload', to: 1 }],
    };
  });
  await putItems(stack, 'fileimports', items);
}
