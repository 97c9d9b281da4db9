import { MAX_IMPORT_ROWS } from '../../domain/import/file-limits';
import { VALIDATION_RUN_SECONDS } from '../../domain/import/runs';
import { timeLimitScale } from '../../local/api-event';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { importsStackPerFile, type ImportsStack, toCsv } from './imports-support';

let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ helpers } = started));

/** As long as the validation Lambda may run here, and a minute to make and upload the file. */
const RUN_MS = (timeLimitScale(process.env) * VALIDATION_RUN_SECONDS + 60) * 1000;

describe('import limits', () => {
  // One file one row over the limit; the same bytes without its last line are a file of exactly the limit.
  const overLimit = toCsv(SAMPLE_HEADING, sampleRows(MAX_IMPORT_ROWS + 1, { seed: 900, everyColumn: true }));
  const atLimit = overLimit.slice(0, overLimit.lastIndexOf('\r\n'));

  it('validates a full-template CSV of the most rows, every row, and holds it for verification', async () => {
    const view = await helpers.importFile('most-rows.csv', atLimit);
    expect(view.validationfailures).toEqual([]);
    expect(view.rowcount).toBe(MAX_IMPORT_ROWS);
    expect(view.importstatus).toBe(4);
  }, RUN_MS);

  it('refuses a file one row over the limit with the row-limit message', async () => {
    const view = await helpers.importFile('one-row-over.csv', overLimit);
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((failure) => failure.message)).toEqual(['The file has more than the limit of 100,000 rows']);
  }, 120_000);
});
