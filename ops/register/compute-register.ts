import type { MeterPointRef } from '../../domain/import';
import { OPEN_STATUSES } from '../../lambdas/contract-import/store/file-import';
import { registerKey, type RegisterEntry } from '../../lambdas/contract-import/register/meter-point-register';

/** An import as the rebuild reads it: open or Complete, with its payload's meter points. */
export interface RegisterSourceImport {
  readonly id: string;
  readonly sourceid: number;
  readonly importstatus: number;
  readonly importdatetime: string;
  readonly meterpoints: readonly MeterPointRef[];
}

/** A contract line, as much of it as the register needs. */
export interface RegisterSourceLine {
  readonly tpiid: number;
  readonly importid: string;
  readonly meterpointreference: string;
  readonly utilityid: 1 | 2;
}

type Draft = { -readonly [K in keyof RegisterEntry]: RegisterEntry[K] };

/**
 * The register the store implies: each open import claims its meter points (the earliest import
 * first, as it would have claimed them), and contract lines hold theirs for the newest Complete
 * import that wrote them (a renewal replaces the contract it renews); lines of no known import
 * (loaded without one) hold for their own import id when nothing newer does.
 */
export function computeRegister(imports: readonly RegisterSourceImport[], lines: readonly RegisterSourceLine[], updatedat: string): RegisterEntry[] {
  const entries = new Map<string, Draft>();
  const entry = (tpiid: number, meterpoint: MeterPointRef) => {
    const id = registerKey(tpiid, meterpoint.mpxn);
    const found = entries.get(id) ?? { id, tpiid, mpxn: meterpoint.mpxn, utilityid: meterpoint.utilityid, updatedat };
    entries.set(id, found);
    return found;
  };
  const byId = new Map(imports.map((item) => [item.id, item]));
  const completedAt = (importid: string) => (byId.get(importid)?.importstatus === 9 ? byId.get(importid)!.importdatetime : '');
  for (const line of lines) {
    const known = byId.get(line.importid);
    if (known && known.importstatus !== 9) continue;
    const held = entry(line.tpiid, { mpxn: line.meterpointreference, utilityid: line.utilityid });
    if (held.contractimportid === undefined || completedAt(line.importid) > completedAt(held.contractimportid)) held.contractimportid = line.importid;
  }
  const open = imports.filter((item) => OPEN_STATUSES.includes(item.importstatus)).sort((a, b) => a.importdatetime.localeCompare(b.importdatetime) || a.id.localeCompare(b.id));
  for (const item of open) {
    for (const meterpoint of item.meterpoints) {
      const claimed = entry(item.sourceid, meterpoint);
      claimed.openimportid ??= item.id;
    }
  }
  return [...entries.values()].sort((a, b) => a.id.localeCompare(b.id));
}
