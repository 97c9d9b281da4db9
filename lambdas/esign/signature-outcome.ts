import type { Actor, FileImportItem } from '../fileimports/file-import';
import { changeImport, getImport } from '../fileimports/import-store';
import { requestPipeline } from '../fileimports/pipeline-requests';

export type SignatureOutcome = 'signed' | 'declined';

/** The provider acts for the customer; the audit names it. */
export const ESIGN_PROVIDER: Actor = { userid: 'esign', username: 'e-Sign provider' };

/**
 * The import a signing link is about, only while that very request is out for signature: an old
 * link (the import was edited or sent again since) or another import's request id finds nothing.
 */
export async function importAwaitingSignature(table: string, importid: string, requestid: string): Promise<FileImportItem | undefined> {
  const item = await getImport(table, importid);
  return item?.importstatus === 5 && item.esignrequestid === requestid ? item : undefined;
}

/**
 * Records the customer's answer through the store's conditional transitions, each with its audit
 * entry: signed moves 5 → 6, then a renewal (source type 3) waits in 12 for Process Renewal and
 * anything else goes on to 7 and processing; declined moves 5 → 11.
 */
export async function recordSignature(resources: { fileimports: string; imports: string }, item: FileImportItem, outcome: SignatureOutcome): Promise<FileImportItem> {
  const remove: (keyof FileImportItem)[] = ['esignurl'];
  if (outcome === 'declined') return changeImport(resources.fileimports, item, { to: 11, action: 'decline', actor: ESIGN_PROVIDER, reason: 'The customer declined to sign', remove });
  const signed = await changeImport(resources.fileimports, item, { to: 6, action: 'sign', actor: ESIGN_PROVIDER, reason: 'The customer signed', remove });
  const renewal = signed.sourcetype === 3;
  const next = await changeImport(resources.fileimports, signed, {
    to: renewal ? 12 : 7,
    action: 'sign',
    actor: ESIGN_PROVIDER,
    reason: renewal ? 'Signed renewal awaiting processing' : 'Signed, so approved',
  });
  if (!renewal) await requestPipeline(resources.imports, 'processing', next.id);
  return next;
}
