import { addDays, renewalCustomer, renewalDescription, renewalImportId, renewalStartDate } from '../../domain/renewals';
import type { ImportCustomer } from '../../domain/import';
import type { FileImportItem } from '../contract-import/store/file-import';
import { contractLinesEnding, type EndingContractLine } from './due-contracts';
import { importExists, readCustomers, readImport, RENEWALS_ACTOR, writeRenewalImport, type RenewalStore } from './renewal-store';

export interface RenewalsRun {
  /** The first and last end dates the run renewed contracts for. */
  readonly from: string;
  readonly to: string;
  readonly created: number;
  /** Renewals made by an earlier run. */
  readonly skipped: number;
  /** Contracts not renewable here: no completed import holds their customer (lines written outside an import). */
  readonly unrenewable: number;
}

/** A run as an operator reads it. */
export const describeRenewalsRun = (run: RenewalsRun) =>
  `Renewals for contracts ending ${run.from} to ${run.to}: ${run.created} made, ${run.skipped} made before${run.unrenewable ? `, ${run.unrenewable} without a completed import to renew from` : ''}`;

/** One customer's contract lines ending on one day: one renewal. */
interface DueRenewal {
  readonly id: string;
  readonly tpiid: number;
  readonly importid: string;
  readonly customerline?: number;
  readonly customerid: string;
  readonly customername: string;
  readonly enddate: string;
  readonly meterpoints: Set<string>;
}

function byRenewal(lines: readonly EndingContractLine[]): DueRenewal[] {
  const renewals = new Map<string, DueRenewal>();
  for (const line of lines) {
    const id = renewalImportId(line.tpiid, line.customerid, line.enddate);
    const renewal = renewals.get(id) ?? {
      id, tpiid: line.tpiid, importid: line.importid, customerline: line.customerline, customerid: line.customerid, customername: line.customername, enddate: line.enddate, meterpoints: new Set<string>(),
    };
    renewal.meterpoints.add(line.meterpointreference);
    renewals.set(id, renewal);
  }
  return [...renewals.values()];
}

/** The completed import a customer's contract came from, and its customers, read once per run. */
function sourceImports(store: RenewalStore) {
  const read = new Map<string, Promise<{ item: FileImportItem; customers: readonly ImportCustomer[] } | undefined>>();
  return (importid: string) => {
    if (!read.has(importid)) {
      read.set(importid, (async () => {
        const item = await readImport(store, importid);
        return item?.importstatus === 9 ? { item, customers: await readCustomers(store, item) } : undefined;
      })());
    }
    return read.get(importid)!;
  };
}

/**
 * Makes a renewal import (source type 3, Awaiting Verification) for each customer's contracts
 * ending within `windowDays` after `today`: one per customer and end date, holding that customer's
 * records and the meter points ending then, starting the day after. A renewal whose id exists is
 * left as it is, so a second run, or a run after one that failed halfway, makes nothing twice.
 */
export async function createRenewals(store: RenewalStore, today: string, windowDays: number): Promise<RenewalsRun> {
  const from = addDays(today, 1);
  const to = addDays(today, windowDays);
  const due = byRenewal(await contractLinesEnding(store, from, to));
  const source = sourceImports(store);
  let created = 0;
  let skipped = 0;
  let unrenewable = 0;
  for (const renewal of due) {
    if (await importExists(store, renewal.id)) {
      skipped++;
      continue;
    }
    const found = renewal.customerline !== undefined && (await source(renewal.importid));
    const customer = found && found.customers[renewal.customerline! - 1];
    const renewed = customer && renewalCustomer(customer, renewal.meterpoints, renewalStartDate(renewal.enddate));
    if (!found || !renewed) {
      unrenewable++;
      continue;
    }
    const written = await writeRenewalImport(store, {
      id: renewal.id,
      sourceid: renewal.tpiid,
      productdefinition: found.item.productdefinition,
      description: renewalDescription(renewal.customername, renewal.enddate),
      customers: [renewed],
      renewsfrom: renewalStartDate(renewal.enddate),
      customerreference: renewal.customerid,
      actor: RENEWALS_ACTOR,
    });
    if (written) created++;
    else skipped++;
  }
  return { from, to, created, skipped, unrenewable };
}
