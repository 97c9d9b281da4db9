import { ukCalendarDate } from '../../../domain/calendar-date';
import type { DateRule } from '../../../domain/entities';
import type { ImportContext, MeterPointRef } from '../../../domain/import';
import { isRenewal } from '../../../domain/import/source';
import { thirdPartyCostAccess, type IntermediaryProductConfig } from '../../../domain/intermediary';
import { getIntermediaries } from '../../shared/stores/reference-store';
import type { FileImportItem } from '../store/file-import';
import { heldMeterPoints } from './meter-point-register';

export interface ImportResources {
  readonly fileimports: string;
  readonly reference: string;
  readonly imports: string;
}

/** What validating an import needs: its resources and the meter-point register. */
export interface ValidationResources extends ImportResources {
  readonly meterpoints: string;
}

/**
 * Everything validating an import needs beyond its own data, with no meter point held yet and
 * every start date judged against today (a save passes the days it keeps, see startDateRule).
 */
async function loadImportContext(resources: ImportResources, item: FileImportItem): Promise<ImportContext> {
  const product = await importProduct(resources.reference, item);
  return {
    contractterms: product?.contractterms ?? [],
    openImportMeterPoints: new Map(),
    liveContractMeterPoints: new Set(),
    renewal: isRenewal(item.sourcetype),
    startDates: startDateRule(item, new Set()),
    thirdPartyCosts: thirdPartyCostAccess(product),
  };
}

/** The intermediary's configuration of the import's product, if it still offers it. */
export async function importProduct(reference: string, item: Pick<FileImportItem, 'sourceid' | 'productdefinition'>): Promise<IntermediaryProductConfig | undefined> {
  const [intermediary] = await getIntermediaries(reference, [item.sourceid]);
  return intermediary?.products[String(item.productdefinition)];
}

/** What the import's product lets its brokers do with third-party costs. */
export const importThirdPartyCosts = async (reference: string, item: Pick<FileImportItem, 'sourceid' | 'productdefinition'>) =>
  thirdPartyCostAccess(await importProduct(reference, item));

export interface RegisterChecked<R> {
  readonly result: R;
  /** The file's meter points another open import holds: this import does not claim them. */
  readonly held: ReadonlySet<string>;
}

/** What validation answers that the register check reads. */
export interface RegisterCheckable {
  readonly meterpoints: readonly MeterPointRef[];
  readonly failures: readonly unknown[];
}

/**
 * Validates once with nothing held, looks the file's own meter points up in the register, and
 * validates again only when one is held elsewhere or the import is a renewal (which expects them
 * under contract): the cost follows the file, not the intermediary's history.
 *
 * `optimistic`: a clean result of an import that is no renewal is answered without the look-up,
 * as its claim reads the same entries under the lock and loses any meter point held elsewhere
 * (which makes the caller validate again, looking them up). A clean file then reads each entry
 * once, not twice; a file with failures is still looked up, so the broker sees every problem at once.
 */
export async function validateAgainstRegister<R extends RegisterCheckable>(
  resources: ValidationResources,
  item: FileImportItem,
  validate: (context: ImportContext) => Promise<R> | R,
  optimistic = false,
): Promise<RegisterChecked<R>> {
  const context = await loadImportContext(resources, item);
  const first = await validate(context);
  if (optimistic && !context.renewal && first.failures.length === 0) return { result: first, held: new Set() };
  const { open, live } = await heldMeterPoints(resources, item, first.meterpoints);
  if (open.size === 0 && live.size === 0 && !context.renewal) return { result: first, held: new Set() };
  return { result: await validate({ ...context, openImportMeterPoints: open, liveContractMeterPoints: live }), held: new Set(open.keys()) };
}

/**
 * Contract start dates must be today or later by the UK calendar; days already stored with the
 * import stay acceptable once past, and renewals keep the start their live contract sets.
 */
export const startDateRule = (item: FileImportItem, kept: ReadonlySet<string>): DateRule | undefined =>
  isRenewal(item.sourcetype) ? undefined : { today: ukCalendarDate(new Date()), kept };
