import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, RowImporter } from '../../domain/import';
import { logger } from '../../lambdas/shared/logger';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { importsStackPerFile, toCsv, toXlsx, type ImportsStack } from './imports-support';

let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ helpers } = started));

interface ErrorLine {
  readonly message: string;
  readonly correlationId?: string;
  readonly error?: { readonly name: string; readonly message: string };
}

/** The error lines the handlers' logger writes, read as JSON from its stream: it is silent in tests, so turned up here. */
let logged: ErrorLine[] = [];
/** The runs that failed on an injected fault (a duplicate delivery may also fail, on the lease another run holds). */
const failedRuns = () => logged.filter((line) => line.message === 'The run failed' && line.error?.message.startsWith('Injected'));
beforeEach(() => {
  logged = [];
  logger.setLogLevel('ERROR');
  // Each run would set the level back to the one the logger was made with.
  jest.spyOn(logger, 'refreshSampleRateCalculation').mockImplementation(() => undefined);
  const write = process.stderr.write.bind(process.stderr) as (chunk: unknown) => boolean;
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    if (!String(chunk).startsWith('{"level":"ERROR"')) return write(chunk);
    logged.push(JSON.parse(String(chunk)) as ErrorLine);
    return true;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  logger.setLogLevel('SILENT');
});

/** Makes the first `times` calls of a method throw, as a changed dependency or a bug would. */
function failing(target: object, method: string, error: Error, times = 1): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  const original = methods[method];
  let calls = 0;
  jest.spyOn(methods, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
    if (++calls <= times) throw error;
    return original.apply(this, args);
  });
}

/** The step of exceljs's streaming reader that lambdas/contract-import/validate/read/first-worksheet.ts reads the sheet with. */
const sheetReader = ExcelJS.stream.xlsx.WorkbookReader.prototype;

describe('a reader or validator that fails for a reason other than the file', () => {
  it.each([
    ["exceljs's sheet reader", 611, () => failing(sheetReader, '_parseWorksheet', new TypeError('Injected: the reader changed'))],
    ['the row validator', 612, () => failing(RowImporter.prototype, 'addRow', new TypeError('Injected: a bug in a rule'))],
  ])("leaves a workbook to the retry when %s throws, which validates it, and logs the error with the run's correlation id", async (_, seed, inject) => {
    inject();
    const view = await helpers.importFile(`fault-${seed}.xlsx`, await toXlsx(SAMPLE_HEADING, sampleRows(2, { seed })), { fileformat: 2 });
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(4);
    const [failed] = failedRuns();
    expect(failed.error?.name).toBe('TypeError');
    expect(failed.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves a text file to the retry when its decoder fails for a reason other than its bytes', async () => {
    const Decoder = globalThis.TextDecoder;
    let refused = false;
    jest.spyOn(globalThis, 'TextDecoder').mockImplementation((...[encoding, options]: ConstructorParameters<typeof Decoder>) => {
      if (encoding !== 'utf-16le' || refused) return new Decoder(encoding, options);
      refused = true;
      throw Object.assign(new RangeError('Injected: the "utf-16le" encoding is not supported'), { code: 'ERR_ENCODING_NOT_SUPPORTED' });
    });
    const text = toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 613 }));
    const view = await helpers.importFile('decoder-fault.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(4);
    expect(failedRuns()[0]?.error).toMatchObject({ name: 'RangeError' });
  });

  it('never tells the broker the file is not an Excel file when the reader fails on every retry, and logs each run', async () => {
    failing(sheetReader, '_parseWorksheet', new TypeError('Injected: the reader changed'), Infinity);
    const view = await helpers.importFile('fault-always.xlsx', await toXlsx(SAMPLE_HEADING, sampleRows(2, { seed: 614 })), { fileformat: 2 });
    expect(view.validationfailures.map((failure) => failure.message)).not.toContain(IMPORT_MESSAGES.notExcel);
    const runs = failedRuns();
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(runs.map((line) => line.correlationId)).size).toBe(runs.length);
  });
});
