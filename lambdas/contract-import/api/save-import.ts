import * as z from 'zod/mini';
import { calendarDate, ukCalendarDate } from '../../../domain/calendar-date';
import { isBlankRow, keepStoredThirdPartyCosts, RowImporter, validateStructuredData, withCanonicalDates, type ImportContext, type ImportCustomer } from '../../../domain/import';
import { canRetry, retryTarget, RUN_MESSAGES } from '../../../domain/import/runs';
import { canApproveImport } from '../../../domain/import/status';
import { FILE_FORMATS } from '../../../domain/reference-data/file-formats';
import { FILE_IMPORT_REJECTION_REASONS } from '../../../domain/reference-data/lookups';
import { apiHandler, type ApiRequest } from '../../shared/api-handler';
import { BadRequestError, UnprocessableError } from '../../shared/errors';
import type { FileImportItem } from '../store/file-import';
import { actorOf, jsonList, loadOwnImport, requireVersion, validationResources } from './import-access';
import { importThirdPartyCosts, startDateRule } from '../register/import-context';
import { storeRowOutcome, storeStructured, storeValidated } from '../store/import-outcome';
import { changeImport } from '../store/import-store';
import { releaseMeterPoints } from '../register/meter-point-register';
import { payloadMeterPoints, readAllPages, type PayloadPage } from '../store/payload-store';
import { requestPipeline } from '../store/pipeline-requests';
import { customersOf, importLines, removeLines, writtenItems } from '../process/import-lines';

const body = z.object({
  version: z.number(),
  importstatus: z.optional(z.number()),
  rejectionreason: z.optional(z.number()),
  page: z.optional(z.number()),
  rawdata: z.optional(z.unknown()),
  structureddata: z.optional(z.unknown()),
  validationfailures: z.optional(z.unknown()),
  manualverification: z.optional(z.boolean()),
});
type Body = z.infer<typeof body>;
type Request = ApiRequest<unknown, Body, { id: string }>;

function list<T>(value: unknown, name: string): T[] | undefined {
  try {
    return jsonList<T>(value);
  } catch {
    throw new BadRequestError('Invalid body', [`${name}: must be a list`]);
  }
}

/** Whatever a failed processing run wrote for the import, removed by key before it leaves 13. */
async function removeWrittenLines(request: Request, item: FileImportItem) {
  const customers = await customersOf(request.config.bucket('imports'), item);
  let lines: ReturnType<typeof importLines>;
  try {
    lines = importLines(item, customers);
  } catch {
    // Processing computes every line before writing any, so lines it could not compute were never written.
    return;
  }
  await removeLines(request.config.table('contracts'), writtenItems(lines));
}

async function reject(request: Request, item: FileImportItem) {
  const reason = FILE_IMPORT_REJECTION_REASONS.find((r) => r.id === request.body.rejectionreason);
  if (!reason) throw new BadRequestError('Invalid body', ['rejectionreason: a rejection reason is required']);
  if (item.importstatus === 13) await removeWrittenLines(request, item);
  const resources = validationResources(request.config);
  const rejected = await changeImport(resources.fileimports, item, { to: 10, action: 'reject', actor: actorOf(request), reason: reason.name, set: { rejectionreason: Number(reason.id) } });
  // After the status write: a release that fails leaves a stale claim, which reads ignore.
  await releaseMeterPoints(resources.meterpoints, item, await payloadMeterPoints(resources.imports, item));
  return rejected;
}

async function approve(request: Request, item: FileImportItem) {
  if (!canApproveImport(request.config.setting('ESIGN_ENABLED') === 'true', item.sourcetype)(item.importstatus)) {
    throw new UnprocessableError(`An import in status ${item.importstatus} cannot be approved${item.importstatus === 4 ? '; send it for e-Sign' : ''}`);
  }
  if (item.failurecount > 0) throw new UnprocessableError('Validation failed', ['Correct the failures before approving']);
  const approved = await changeImport(request.config.table('fileimports'), item, { to: 7, action: 'approve', actor: actorOf(request) });
  await requestPipeline(request.config.bucket('imports'), 'processing', item.id);
  return approved;
}

/** Asks the pipeline to run again: from 13, or from 2, 7 or 8 once its run is overdue (died, or never started). */
async function retry(request: Request, item: FileImportItem) {
  const to = retryTarget(item.importstatus);
  if (to === undefined || to !== request.body.importstatus || !canRetry(item, Date.now())) {
    throw new UnprocessableError(`An import in status ${item.importstatus} cannot be retried now`);
  }
  const kind = to === 1 ? 'validation' : 'processing';
  const reason = kind === 'validation' ? RUN_MESSAGES.revalidated : RUN_MESSAGES.retried;
  const retried = await changeImport(request.config.table('fileimports'), item, { to, action: 'retry', actor: actorOf(request), reason, remove: ['validationstartedat'] });
  await requestPipeline(request.config.bucket('imports'), kind, item.id);
  return retried;
}

/**
 * The page's edited customers, where the product lets only the supplier set third-party costs:
 * a cost left out keeps its stored value, and an edit that changes one is refused, storing nothing.
 */
async function withThirdPartyCostsKept(request: Request, item: FileImportItem, page: PayloadPage, edited: ImportCustomer[]): Promise<ImportCustomer[]> {
  if ((await importThirdPartyCosts(request.config.table('reference'), item)).edit) return edited;
  const { customers, refusals } = keepStoredThirdPartyCosts(page.structureddata ?? [], edited, page.firstline);
  if (refusals.length) throw new BadRequestError('Invalid body', refusals);
  return customers;
}

/** Replaces one page's rows or customers with the edited ones and re-validates the whole import. */
async function save(request: Request, item: FileImportItem) {
  const resources = validationResources(request.config);
  const { body } = request;
  const current = body.manualverification === undefined ? item : { ...item, manualverification: body.manualverification };
  const pageNumber = body.page ?? 1;
  if (item.payloadversion === undefined || pageNumber < 1 || pageNumber > item.pagecount) throw new BadRequestError('Invalid body', ['page: not a page of this import']);
  const pages = await readAllPages(resources.imports, item.id, item.payloadversion, item.pagecount);
  const actor = actorOf(request);
  if (item.importstatus === 3) {
    // A day the stored rows hold stays acceptable if the upload accepted it, as it was no earlier than that day;
    // days typed in this edit, and days the upload refused, are judged against today.
    const uploadDay = ukCalendarDate(new Date(item.importdatetime));
    const stored = pages.flatMap((page) => (page.rawdata ?? []).flat()).flatMap((cell) => calendarDate(String(cell ?? '')) ?? []);
    const kept = new Set(stored.filter((day) => day >= uploadDay));
    const edited = list<string[]>(body.rawdata, 'rawdata');
    if (!edited) throw new BadRequestError('Invalid body', ['rawdata: the edited rows are required']);
    // A row the broker cleared is removed, as a blank row of a file is.
    const rows = pages
      .flatMap((page, i) => (i === pageNumber - 1 ? edited : (page.rawdata ?? [])))
      .map((row) => row.map((cell) => String(cell ?? '')))
      .filter((row) => !isBlankRow(row));
    const heading = pages[0].rawheading ?? [];
    const format = FILE_FORMATS.find((candidate) => candidate.id === item.fileformat)!;
    const validate = (context: ImportContext) => {
      const importer = new RowImporter(format, heading, { ...context, startDates: startDateRule(item, kept) });
      rows.forEach((row, i) => importer.addRow(row, i + 2));
      return importer.finish();
    };
    return storeValidated(resources, item, validate, (checked) => storeRowOutcome(resources, current, { heading, rows }, checked, 'save', actor));
  }
  const sent = list<ImportCustomer>(body.structureddata, 'structureddata');
  if (!sent) throw new BadRequestError('Invalid body', ['structureddata: the edited customers are required']);
  const edited = await withThirdPartyCostsKept(request, item, pages[pageNumber - 1], sent);
  const customers = withCanonicalDates(pages.flatMap((page, i) => (i === pageNumber - 1 ? edited : (page.structureddata ?? []))));
  const kept = new Set(withCanonicalDates(pages.flatMap((page) => page.structureddata ?? [])).flatMap((customer) => (customer.contracts ?? []).map((contract) => String(contract.startdate))));
  const validate = (context: ImportContext) => validateStructuredData(customers, { ...context, startDates: startDateRule(item, kept) });
  const reason = item.importstatus === 5 ? 'Edited while awaiting signature; the e-sign request was cancelled' : undefined;
  return storeValidated(resources, item, validate, (checked) => storeStructured(resources, current, customers, checked, { to: 4, action: 'save', actor, reason }));
}

/**
 * `PUT /api/fileimports/{id}`: reject (importstatus 10 with a rejection reason; from 13 it also
 * removes the lines written), approve (4 to 7, then processing; a renewal goes for e-Sign instead where the stage has it),
 * retry (importstatus 7 from 13 or an overdue 7 or 8, 1 from an overdue 2), or save one page of edits, re-validated (raw rows in 3, structured data in 4
 * and 5; a save in 5 cancels the e-sign request). Always at the version read, else 409.
 */
export const handler = apiHandler('PUT /api/fileimports/{id}', { params: z.object({ id: z.string().check(z.maxLength(64)) }), body }, async (request) => {
  const item = await loadOwnImport(request, request.config.table('fileimports'), request.params.id);
  requireVersion(item, request.body.version);
  if (request.body.importstatus === 10) return reject(request, item);
  if (request.body.importstatus === 7 || request.body.importstatus === 1) {
    if (request.body.rawdata !== undefined || request.body.structureddata !== undefined) throw new BadRequestError('Save the edits before approving');
    // From a pipeline status or Processing Failed the only way on is Retry, once its run is overdue (see retry).
    const retrying = request.body.importstatus === 1 || retryTarget(item.importstatus) !== undefined;
    return retrying ? retry(request, item) : approve(request, item);
  }
  if (![3, 4, 5].includes(item.importstatus)) throw new UnprocessableError(`An import in status ${item.importstatus} cannot be edited`);
  return save(request, item);
});
