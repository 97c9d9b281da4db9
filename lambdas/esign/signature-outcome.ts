import { isRenewal } from '../../domain/import/source';
import { ConflictError } from '../shared/errors';
import type { Actor, FileImportItem } from '../contract-import/store/file-import';
import { changeImport, getImport } from '../contract-import/store/import-store';
import { payloadMeterPoints } from '../contract-import/store/payload-store';
import { releaseMeterPoints } from '../contract-import/register/meter-point-register';
import { requestPipeline } from '../contract-import/store/pipeline-requests';

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

type SignatureResources = { readonly fileimports: string; readonly imports: string; readonly meterpoints: string };

/**
 * Records the customer's answer through the store's conditional transitions, each with its audit
 * entry: signed moves 5 → 6, then a renewal (source type 3) waits in 12 for Process Renewal and
 * anything else goes on to 7 and processing; declined moves 5 → 11.
 */
export async function recordSignature(resources: SignatureResources, item: FileImportItem, outcome: SignatureOutcome): Promise<FileImportItem> {
  const remove: (keyof FileImportItem)[] = ['esignurl'];
  if (outcome === 'declined') {
    const declined = await changeImport(resources.fileimports, item, { to: 11, action: 'decline', actor: ESIGN_PROVIDER, reason: 'The customer declined to sign', remove });
    // After the status write: a release that fails leaves a stale claim, which reads ignore.
    await releaseMeterPoints(resources.meterpoints, item, await payloadMeterPoints(resources.imports, item));
    return declined;
  }
  const signed = await changeImport(resources.fileimports, item, { to: 6, action: 'sign', actor: ESIGN_PROVIDER, reason: 'The customer signed', remove });
  return finishSigning(resources, signed);
}

async function finishSigning(resources: SignatureResources, signed: FileImportItem): Promise<FileImportItem> {
  const renewal = isRenewal(signed.sourcetype);
  const next = await changeImport(resources.fileimports, signed, {
    to: renewal ? 12 : 7,
    action: 'sign',
    actor: ESIGN_PROVIDER,
    reason: renewal ? 'Signed renewal awaiting processing' : 'Signed, so approved',
  });
  if (!renewal) await requestPipeline(resources.imports, 'processing', next.id);
  return next;
}

/** The answer the provider already gave to the request this import was sent with, from its audit. */
export function recordedOutcome(item: FileImportItem): SignatureOutcome | undefined {
  const answer = item.audit.findLast((entry) => entry.userid === ESIGN_PROVIDER.userid && entry.from === 5);
  return answer?.action === 'sign' ? 'signed' : answer?.action === 'decline' ? 'declined' : undefined;
}

/**
 * A provider's delivery of the answer to the request out for an import. Providers deliver at
 * least once, so the same answer again changes nothing (or finishes a signing a failed delivery
 * left in 6); a different answer to an answered request is a conflict.
 */
export async function deliverSignature(resources: SignatureResources, item: FileImportItem, outcome: SignatureOutcome): Promise<FileImportItem> {
  let current = item;
  if (current.importstatus === 5) {
    try {
      return await recordSignature(resources, current, outcome);
    } catch (error) {
      // A simultaneous delivery won the conditional write: judge this one against what it recorded.
      if (!(error instanceof ConflictError)) throw error;
      current = (await getImport(resources.fileimports, current.id)) ?? current;
    }
  }
  const recorded = recordedOutcome(current);
  if (recorded !== outcome) throw new ConflictError(`This signature request was already answered${recorded ? ` (${recorded})` : ''}`);
  return current.importstatus === 6 ? finishSigning(resources, current) : current;
}
