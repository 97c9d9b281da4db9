import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { IMPORT_MESSAGES } from '../../domain/import/messages';
import type { FileImportView } from '../../domain/import/wire';
import { formatUkDate, ukCalendarDate } from '../../domain/calendar-date';
import { formatCell } from '../../domain/reports/format';
import { RUN_MESSAGES } from '../../domain/import/runs';
import { PIPELINE, type FileImportItem } from '../../lambdas/contract-import/store/file-import';
import { importLines } from '../../lambdas/contract-import/process/import-lines';
import { SAMPLE_HEADING, SAMPLE_START_DATE, sampleRows } from '../support/sample-rows';
import { LOCAL_CREDENTIALS, LOCAL_MAX_UPLOAD_BYTES, LOCAL_REGION, physicalTableName } from '../../local/names';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';
import { putItems } from '../support/local-tables';
import { importsHelpers, sampleCustomers, toCsv, toXlsx } from './imports-support';
import { pipelineHandler, redeliveredEvent } from './faults-support';
import { failureMessage } from '../../local/s3-event-bridge';

let stack: TestStack;
let helpers: ReturnType<typeof importsHelpers>;
beforeAll(async () => {
  stack = await startTestStack();
  helpers = importsHelpers(stack);
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  helpers?.destroy();
  await stack?.stop();
});

const column = (name: string) => SAMPLE_HEADING.indexOf(name);

describe('contract import pipeline', () => {
  it('validates a clean CSV of several customers, sites and both fuels into structured data held for verification', async () => {
    const view = await helpers.importFile('clean.csv', toCsv(SAMPLE_HEADING, sampleRows(12, { seed: 1 })));
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(4);
    expect(view.rowcount).toBe(12);
    expect(view.customercount).toBe(5);
    expect(view.structureddata[2]).toMatchObject({ name: 'Customer 3 Ltd', sites: [expect.anything(), expect.anything()] });
    expect(view.audit.map((entry) => [entry.from, entry.to])).toEqual([[undefined, 1], [1, 2], [2, 4]]);
  });

  it('approves an import held for verification, then processes it into contract and commission lines', async () => {
    const view = await helpers.importFile('approve.csv', toCsv(SAMPLE_HEADING, sampleRows(4, { seed: 2 })));
    const approved = await helpers.put(view.id, { version: view.version, importstatus: 7 });
    expect(approved.status).toBe(200);
    const done = (await helpers.getImport(view.id)).data;
    expect(done.importstatus).toBe(9);
    expect(done.audit.slice(-3).map((entry) => [entry.action, entry.to])).toEqual([['approve', 7], ['process', 8], ['complete', 9]]);
    const lines = (await helpers.contractLines(101)).filter((line) => line.importid === view.id);
    const contracts = lines.filter((line) => String(line.sk).startsWith('CONTRACT#'));
    expect(contracts).toHaveLength(4);
    // Each meter point earns 1.5 p/kWh on its yearly consumption in each of the three years of its term:
    // 675 pounds on 45,000 kWh of electricity, 900 pounds on 60,000 kWh of gas.
    const yearlyCommission = (utilityid: number) => {
      const meterpoints = new Set(contracts.filter((line) => line.utilityid === utilityid).map((line) => line.meterpointreference));
      return lines.filter((line) => String(line.sk).startsWith('COMMISSION#') && meterpoints.has(line.meterpointreference)).map((line) => line.amount);
    };
    expect(yearlyCommission(1)).toEqual(Array(2 * 3).fill(675));
    expect(yearlyCommission(2)).toEqual(Array(2 * 3).fill(900));
  });

  it('takes a clean XLSX not held for verification straight on to approval and processing', async () => {
    const view = await helpers.importFile('clean.xlsx', await toXlsx(SAMPLE_HEADING, sampleRows(6, { seed: 3 })), { fileformat: 2, manualverification: false });
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(9);
  });

  it('ends a file with field errors in status 3 with the raw rows and each failure by row, column and line', async () => {
    const rows = sampleRows(3, { seed: 4 });
    rows[0][column('Customer Name')] = '';
    rows[1][column('Site Post Code')] = 'NOWHERE';
    rows[2][column('MPAN Core')] = '1312345678900';
    const view = await helpers.importFile('errors.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    expect(view.rawdata).toHaveLength(3);
    expect(view.validationfailures.map((f) => [f.row, f.column, f.message, f.line])).toEqual([
      [2, 'Customer Name', 'Required', 2],
      [3, 'Site Post Code', 'Post code is not a valid UK post code', 3],
      [4, 'MPAN Core', 'MPAN Core check digit is not valid', 4],
    ]);
  });

  it('re-validates edited raw rows on save and moves a corrected import on', async () => {
    const rows = sampleRows(2, { seed: 5 });
    rows[0][column('Customer Name')] = '';
    const view = await helpers.importFile('fixme.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    const fixed = view.rawdata.map((row, i) => (i === 0 ? row.map((cell, c) => (c === column('Customer Name') ? 'Fixed Ltd' : cell)) : row));
    const saved = await helpers.put(view.id, { version: view.version, page: 1, rawdata: JSON.stringify(fixed), manualverification: true });
    expect(saved.status).toBe(200);
    expect(saved.data.importstatus).toBe(4);
    expect(saved.data.audit.at(-1)).toMatchObject({ action: 'save', from: 3, to: 4 });
  });

  it('removes a row the broker cleared, such as the totals row a spreadsheet adds, when the rows are saved', async () => {
    const rows = sampleRows(3, { seed: 7 });
    const totals = SAMPLE_HEADING.map((name) => (name === 'Customer Name' ? 'Total' : name === 'Annual Consumption kWh' ? '150,000' : ''));
    const view = await helpers.importFile('totals.csv', toCsv(SAMPLE_HEADING, [...rows, totals]));
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.every((f) => f.row === 5)).toBe(true);
    const cleared = view.rawdata.map((row, i) => (i === 3 ? row.map(() => '') : row));
    const saved = await helpers.put(view.id, { version: view.version, page: 1, rawdata: JSON.stringify(cleared), manualverification: true });
    expect(saved.data).toMatchObject({ importstatus: 4, rowcount: 3 });
  });

  it('refuses a past start date from the upload on, naming today, and keeps only days the upload accepted', async () => {
    const rows = sampleRows(2, { seed: 6 });
    rows[0][column('Customer Name')] = '';
    rows[1][column('Contract Start Date')] = '01/04/2020';
    const view = await helpers.importFile('pastdates.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    const beforeToday = `Enter a start date of today (${formatUkDate(ukCalendarDate(new Date()))}) or later`;
    expect(view.validationfailures.map((f) => [f.row, f.column, f.message])).toEqual([[2, 'Customer Name', 'Required'], [3, 'Contract Start Date', beforeToday]]);
    const named = view.rawdata.map((row, i) => row.map((cell, c) => (i === 0 && c === column('Customer Name') ? 'Fixed Ltd' : cell)));
    const refused = await helpers.put(view.id, { version: view.version, page: 1, rawdata: JSON.stringify(named), manualverification: true });
    expect(refused.data.importstatus).toBe(3);
    const failed = (await helpers.getImport(view.id)).data;
    expect(failed.validationfailures.map((f) => [f.row, f.column, f.message])).toEqual([[3, 'Contract Start Date', beforeToday]]);

    // Had the file come in before 1 April 2020, the upload would have accepted the day, and a save keeps it.
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
    try {
      await documents.send(new UpdateCommand({ TableName: physicalTableName('fileimports'), Key: { id: view.id }, UpdateExpression: 'SET importdatetime = :then', ExpressionAttributeValues: { ':then': '2020-03-02T09:00:00.000Z' } }));
    } finally {
      documents.destroy();
    }
    const kept = await helpers.put(view.id, { version: failed.version, page: 1, rawdata: JSON.stringify(named), manualverification: true });
    expect(kept.data.importstatus).toBe(4);
  });

  it.each([
    ['empty.csv', '', 1, 'The file is empty'],
    ['binary.csv', Buffer.from([0, 1, 2, 3, 0, 255, 0]), 1, 'The file is not a text file'],
    ['wrongtype.pdf', 'hello', 1, 'Invalid file type'],
    ['notexcel.xlsx', 'Customer Name,Fuel\nA,1\n', 2, 'File must be an Excel file.'],
  ])('ends a bad file %s in status 3 with a clear message', async (name, body, fileformat, message) => {
    const view = await helpers.importFile(name, body, { fileformat });
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((f) => f.message)).toEqual([message]);
  });

  it('ends a file over the size limit, and a workbook renamed to .csv, in status 3', async () => {
    const huge = await helpers.importFile('huge.csv', Buffer.alloc(LOCAL_MAX_UPLOAD_BYTES + 1, 'a'));
    expect(huge.validationfailures.map((failure) => failure.message)).toEqual(['The file is larger than the limit of 32 MB']);
    const renamed = await helpers.importFile('renamed.csv', await toXlsx(SAMPLE_HEADING, sampleRows(1, { seed: 6 })));
    expect(renamed.validationfailures.map((f) => f.message)).toEqual(['The file is not a text file']);
  });

  it('refuses an XLSX whose central directory declares too many parts or too many unzipped bytes, before inflating it', async () => {
    const workbook = await toXlsx(SAMPLE_HEADING, sampleRows(1, { seed: 7 }));
    const end = workbook.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const manyParts = Buffer.from(workbook);
    manyParts.writeUInt16LE(5000, end + 10);
    expect((await helpers.importFile('parts.xlsx', manyParts, { fileformat: 2 })).validationfailures[0].message).toMatch(/more than the limit of 200 parts/);
    const bomb = Buffer.from(workbook);
    const directory = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(0xfffffff0, directory + 24);
    expect((await helpers.importFile('bomb.xlsx', bomb, { fileformat: 2 })).validationfailures[0].message).toMatch(/unzips to more than the limit/);
  });

  it('keeps formulas and oddly quoted cells of a CSV as text, takes a workbook formula\'s saved result, and refuses a quote that runs rows together', async () => {
    const rows = sampleRows(2, { seed: 8 });
    rows[0][column('Contact Job Title')] = '=HYPERLINK("x")';
    rows[0][column('Site Building Name')] = 'The "Old" Mill, Unit 2';
    const csv = await helpers.importFile('quoted.csv', toCsv(SAMPLE_HEADING, rows).replace(/\r?\n/g, '\r'));
    expect(csv.importstatus).toBe(4);
    const customer = csv.structureddata[0];
    expect(customer.contacts[0].jobtitle).toBe('=HYPERLINK("x")');
    expect(customer.sites[0].buildingname).toBe('The "Old" Mill, Unit 2');
    const xlsxRows: unknown[][] = sampleRows(1, { seed: 9 });
    xlsxRows[0][column('Contact Job Title')] = { formula: 'CONCAT("Direc","tor")', result: 'Director' };
    const xlsx = await helpers.importFile('formula.xlsx', await toXlsx(SAMPLE_HEADING, xlsxRows), { fileformat: 2 });
    expect(xlsx.importstatus).toBe(4);
    expect(xlsx.structureddata[0].contacts[0].jobtitle).toBe('Director');
    expect(xlsx.warnings).toEqual([]);
    const runOn = toCsv(SAMPLE_HEADING, sampleRows(3, { seed: 10 })).split('\n');
    runOn[2] = runOn[2].replace('Quay Street', '"Old" Quay Street');
    const refused = await helpers.importFile('run-on.csv', runOn.join('\n'));
    expect(refused.importstatus).toBe(3);
    expect(refused.validationfailures.map((failure) => failure.message)).toEqual([IMPORT_MESSAGES.quoteRunsOn(3)]);
  });

  it('answers a create repeated after the file validated with its import, and lets a rejected file be imported afresh', async () => {
    const view = await helpers.importFile('repeated.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 41 })));
    expect(view.importstatus).toBe(4);
    const repeated = await helpers.importFile('repeated.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 41 })));
    expect(repeated).toMatchObject({ id: view.id, version: view.version, importstatus: 4 });
    expect((await helpers.put(view.id, { version: view.version, importstatus: 10, rejectionreason: 2 })).status).toBe(200);
    const afresh = await helpers.importFile('repeated.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 41 })));
    expect(afresh.id).not.toBe(view.id);
    // The rejected import let go of its meter points, so the fresh one validates clean.
    expect(afresh.importstatus).toBe(4);
  });

  it('changes nothing when the same event arrives twice', async () => {
    const view = await helpers.importFile('twice.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 10 })));
    await helpers.putFile('101/tests/twice.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 10 })));
    await stack.stack.s3EventsIdle();
    await helpers.putFile(`validation-requests/${view.id}.request`, 'again');
    await stack.stack.s3EventsIdle();
    const again = (await helpers.getImport(view.id)).data;
    expect(again.version).toBe(view.version);
    expect(again.importstatus).toBe(4);
    expect(again.audit).toEqual(view.audit);
  });

  it('lets one of two concurrent saves win and answers the other 409, losing nothing', async () => {
    const view = await helpers.importFile('race.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 11 })));
    const edit = (name: string) => JSON.stringify(view.structureddata.map((c, i) => (i === 0 ? { ...c, name } : c)));
    const [a, b] = await Promise.all([
      helpers.put(view.id, { version: view.version, page: 1, structureddata: edit('First Ltd') }),
      helpers.put(view.id, { version: view.version, page: 1, structureddata: edit('Second Ltd') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'First Ltd' : 'Second Ltd';
    const stored = (await helpers.getImport(view.id)).data;
    expect(stored.structureddata[0].name).toBe(winner);
    expect(stored.version).toBe(view.version + 1);
  });

  it('allows only legal transitions and refuses a stale version', async () => {
    const rows = sampleRows(1, { seed: 12 });
    rows[0][column('Customer Name')] = '';
    const failed = await helpers.importFile('refuse.csv', toCsv(SAMPLE_HEADING, rows));
    expect((await helpers.put(failed.id, { version: failed.version, importstatus: 7 })).status).toBe(422);
    expect((await helpers.put(failed.id, { version: failed.version - 1, importstatus: 10, rejectionreason: 1 })).status).toBe(409);
    const rejected = await helpers.put(failed.id, { version: failed.version, importstatus: 10, rejectionreason: 4 });
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({ importstatus: 10, rejectionreason: 4 });
    expect(rejected.data.audit.at(-1)).toMatchObject({ action: 'reject', from: 3, to: 10, reason: 'Incorrect or missing meter point details' });
    expect((await helpers.put(failed.id, { version: rejected.data.version, importstatus: 10, rejectionreason: 4 })).status).toBe(422);
    const renewal = await stack.api('POST', `/api/processrenewal/${failed.id}`, { token: await helpers.token(), body: { version: rejected.data.version } });
    expect(renewal.status).toBe(422);
  });

  it('refuses every move out of a complete import, and Process Renewal or e-Sign where they do not apply', async () => {
    const held = await helpers.importFile('held.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 15 })));
    const token = await helpers.token();
    expect((await stack.api('POST', `/api/processrenewal/${held.id}`, { token, body: { version: held.version } })).status).toBe(422);
    const signer = { esigndata: { firstname: 'A', lastname: 'B', jobtitle: 'C', phonenumber: '1', email: 'a@example.com' }, accountmanager: { firstname: 'D', lastname: 'E' } };
    // e-Sign is off on this stack (the stage flag), whatever the import.
    expect((await stack.api('POST', `/api/sendesign/${held.id}`, { token, body: { version: held.version, ...signer } })).status).toBe(422);
    await helpers.put(held.id, { version: held.version, importstatus: 7 });
    const complete = (await helpers.getImport(held.id)).data;
    expect(complete.importstatus).toBe(9);
    for (const body of [
      { importstatus: 10, rejectionreason: 1 },
      { importstatus: 7 },
      { page: 1, structureddata: JSON.stringify(complete.structureddata) },
    ]) {
      expect((await helpers.put(held.id, { version: complete.version, ...body })).status).toBe(422);
    }
    expect((await helpers.getImport(held.id)).data.version).toBe(complete.version);
  });

  it('creates manual entry in status 4 from valid structured data, and refuses invalid data with its failures', async () => {
    const token = await helpers.token();
    const manual = { fileformat: 3, productdefinition: 1, importstatus: 4, sourcetype: 1, sourceid: 101 };
    const created = await stack.api<FileImportView>('POST', '/api/fileimports', { token, body: { ...manual, structureddata: JSON.stringify(sampleCustomers(4, 16)) } });
    expect(created.status).toBe(200);
    const view = (await helpers.getImport(created.data.id)).data;
    expect(view).toMatchObject({ importstatus: 4, customercount: 2, validationfailures: [] });
    expect(view.structureddata.map((customer) => customer.name)).toEqual(['Customer 1 Ltd', 'Customer 2 Ltd']);
    expect(view.audit).toEqual([expect.objectContaining({ action: 'manualEntry', to: 4 })]);

    const [customer] = sampleCustomers(1, 17);
    const invalid = await stack.api<{ errors: string[] }>('POST', '/api/fileimports', { token, body: { ...manual, structureddata: [{ ...customer, contracts: [{ startdate: SAMPLE_START_DATE, contractterm: '18' }] }] } });
    expect(invalid.status).toBe(422);
    expect(invalid.data.errors).toEqual(['Line 1: contract contractterm Term 18 months is not offered for this product: choose 12, 24 or 36 months']);
    const past = await stack.api<{ errors: string[] }>('POST', '/api/fileimports', { token, body: { ...manual, structureddata: [{ ...customer, contracts: [{ startdate: '01/04/2020', contractterm: '36' }] }] } });
    expect(past.status).toBe(422);
    expect(past.data.errors).toEqual([`Line 1: contract startdate Enter a start date of today (${formatUkDate(ukCalendarDate(new Date()))}) or later`]);
    // Another intermediary's product configuration decides the manual-upload format: 103 has none.
    expect((await stack.api('POST', '/api/fileimports', { token: await helpers.token('multi@example.com'), body: { ...manual, sourceid: 103, structureddata: JSON.stringify(sampleCustomers(1, 18)) } })).status).toBe(400);
  });

  it("answers 404 for another intermediary's import and 403 for another intermediary's list", async () => {
    const view = await helpers.importFile('mine.csv', toCsv(SAMPLE_HEADING, sampleRows(1, { seed: 13 })));
    expect((await helpers.getImport(view.id, 'sms@example.com')).status).toBe(404);
    expect((await helpers.put(view.id, { version: view.version, importstatus: 10, rejectionreason: 1 }, 'sms@example.com')).status).toBe(404);
    const list = await stack.api('GET', '/api/fileimports/0', { token: await helpers.token('sms@example.com'), query: { sourceid: 101, importdatetime: '2020-01-01T00:00:00Z' } });
    expect(list.status).toBe(403);
  });

  it('lists the intermediary imports after a date, newest first', async () => {
    const { data, status } = await stack.api<{ id: string; importdatetime: string }[]>('GET', '/api/fileimports/0', {
      token: await helpers.token(),
      query: { sourceid: 101, importdatetime: '2020-01-01T00:00:00Z' },
    });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(3);
    const dates = data.map((item) => item.importdatetime);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reports meter points already in another open import, naming that import as the list does', async () => {
    const rows = sampleRows(2, { seed: 14 });
    const first = await helpers.importFile('first.csv', toCsv(SAMPLE_HEADING, rows));
    const second = await helpers.importFile('second.csv', toCsv(SAMPLE_HEADING, rows));
    expect(second.importstatus).toBe(3);
    const held = `(first.csv, imported ${formatCell(first.importdatetime, 'datetime')})`;
    expect(held).toMatch(/^\(first\.csv, imported \d\d\/\d\d\/\d{4} \d\d:\d\d\)$/);
    expect(second.validationfailures.map((f) => f.message)).toEqual([
      `Meter point ${rows[0][column('MPAN Core')]} is already in another open import ${held}`,
      `Meter point ${rows[1][column('MPRN')]} is already in another open import ${held}`,
    ]);
  });
});

describe('an import whose processing failed for good', () => {
  async function storedImport(id: string): Promise<FileImportItem> {
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
    try {
      return (await documents.send(new GetCommand({ TableName: physicalTableName('fileimports'), Key: { id } }))).Item as FileImportItem;
    } finally {
      documents.destroy();
    }
  }

  // processing-failures.test.ts makes this state with faults injected into the handlers' clients, which the bundled
  // handlers of npm run test:assembly do not share: here it is written to the tables as such a run leaves it.
  it("has the lines its run wrote removed when it is rejected, and no other import's", async () => {
    const view = await helpers.importFile('failed-run.csv', toCsv(SAMPLE_HEADING, sampleRows(5, { seed: 19 })));
    expect(view).toMatchObject({ importstatus: 4, pagecount: 1, validationfailures: [] });
    const stored = await storedImport(view.id);
    const at = new Date().toISOString();
    const failed: FileImportItem = {
      ...stored,
      importstatus: 13,
      // Processing numbers the records before it writes a line.
      referencenumbers: { pages: [{ customer: 500, site: 500, contract: 500 }] },
      version: stored.version + 3,
      audit: [
        ...stored.audit,
        { at, userid: stored.userid, username: 'Broker', action: 'approve', from: 4, to: 7 },
        { at, ...PIPELINE, action: 'process', from: 7, to: 8 },
        { at, ...PIPELINE, action: 'fail', from: 8, to: 13, reason: RUN_MESSAGES.processingFailed(3, 'InternalServerError: write failed') },
      ],
    };
    const { contracts, commissions } = importLines(failed, view.structureddata);
    const othersLines = (await helpers.contractLines(101)).filter((line) => line.importid !== view.id);
    await putItems(stack, 'fileimports', [failed]);
    await putItems(stack, 'contracts', [...contracts, ...commissions]);
    expect((await helpers.contractLines(101)).filter((line) => line.importid === view.id)).toHaveLength(contracts.length + commissions.length);
    expect(contracts.length).toBeGreaterThan(0);

    const rejected = await helpers.put(view.id, { version: failed.version, importstatus: 10, rejectionreason: 4 });
    expect(rejected.status).toBe(200);
    expect(rejected.data.audit.at(-1)).toMatchObject({ action: 'reject', from: 13, to: 10 });
    const after = await helpers.contractLines(101);
    expect(after.filter((line) => line.importid === view.id)).toEqual([]);
    expect(after.map((line) => line.sk).sort()).toEqual(othersLines.map((line) => line.sk).sort());
  });
});

describe('one uploaded file, one import', () => {
  it('lets exactly one of several imports created at once for the same file claim it: the others get that import or 409', async () => {
    const key = '101/tests/raced.csv';
    await helpers.putFile(key, toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 31 })));
    const token = await helpers.token();
    const body = { importdatetime: new Date().toISOString(), s3key: key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101, manualverification: true };
    const answers = await Promise.all(Array.from({ length: 5 }, () => stack.api<{ id?: string; message?: string }>('POST', '/api/fileimports', { token, body })));
    await stack.stack.s3EventsIdle();
    const created = answers.filter((answer) => answer.status === 200);
    // A request that finds the file's import answers it (a repeated create); one racing the first for the file is refused.
    expect(new Set(created.map((answer) => answer.data.id)).size).toBe(1);
    const refused = answers.filter((answer) => answer.status === 409).map((answer) => answer.data.message);
    expect(refused).toEqual(Array(answers.length - created.length).fill('This file is already being imported'));
    expect((await helpers.getImport(created[0].data.id!)).data.importstatus).toBe(4);
  });
});

describe('a validation that fails for good', () => {
  it('is marked failed by the failure queue\'s reader, with a message the broker can act on, once no run holds it', async () => {
    const view = await helpers.importFile('gives-up.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 150 })));
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
    try {
      // Where a run that kept throwing leaves its import: back in Uploaded.
      await documents.send(new UpdateCommand({ TableName: physicalTableName('fileimports'), Key: { id: view.id }, UpdateExpression: 'SET importstatus = :uploaded', ExpressionAttributeValues: { ':uploaded': 1 } }));
    } finally {
      documents.destroy();
    }
    const gaveUp = failureMessage('contract-import/validate/import-file', redeliveredEvent(`validation-requests/${view.id}.request`), new Error('The run kept failing'), 3);
    await pipelineHandler<SQSEvent>('contract-import/import-failed')(gaveUp);
    const failed = (await helpers.getImport(view.id)).data;
    expect(failed).toMatchObject({ importstatus: 3, rowcount: 0 });
    expect(failed.validationfailures.map((failure) => failure.message)).toEqual([IMPORT_MESSAGES.importError]);
  }, 60_000);
});
