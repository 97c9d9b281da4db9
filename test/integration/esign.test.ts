import type { FileImportView } from '../../domain/import/wire';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';
import { importsHelpers, sampleCustomers } from './imports-support';

let stack: TestStack;
let helpers: ReturnType<typeof importsHelpers>;
beforeAll(async () => {
  stack = await startTestStack({ esignEnabled: true });
  helpers = importsHelpers(stack);
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  helpers?.destroy();
  await stack?.stop();
});

const signer = {
  esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' },
  accountmanager: { firstname: 'Bea', lastname: 'Broker' },
};

async function sendEsign(id: string, version: number, body: Record<string, unknown> = signer) {
  return stack.api<FileImportView & { message?: string; errors?: string[] }>('POST', `/api/sendesign/${id}`, { token: await helpers.token(), body: { version, ...body } });
}

/** The simulator's signing page, as the customer's browser opens it and answers it. */
async function signingPage(url: string, answer?: 'signed' | 'declined') {
  const response = await fetch(new URL(url, stack.webUrl), answer ? { method: 'POST', body: new URLSearchParams({ answer }) } : {});
  return { status: response.status, html: await response.text() };
}

const seeded = async (id: string) => (await helpers.getImport(id)).data;

describe('e-sign through the simulator', () => {
  it('sends a seeded renewal for signature, the customer signs, and Process Renewal creates its contracts', async () => {
    const renewal = await seeded('demo-renewal-1');
    expect(renewal).toMatchObject({ importstatus: 4, sourcetype: 3 });
    const sent = await sendEsign(renewal.id, renewal.version);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ importstatus: 5, esignurl: expect.stringMatching(/^\/simulators\/esign\/demo-renewal-1\//) as unknown });
    expect(sent.data.audit.at(-1)).toMatchObject({ action: 'sendEsign', from: 4, to: 5, reason: 'Sent to jane@example.com' });

    const page = await signingPage(sent.data.esignurl!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('value="signed"');
    // The document names the customer, its contracts and its sites by the references their lines will carry.
    const customerReference = /Customer 1 Ltd \((C101-\d{4})\)/.exec(page.html)?.[1];
    const contractReferences: string[] = [...(page.html.match(/CT101-\d{4}/g) ?? [])];
    expect(customerReference).toBeDefined();
    expect(contractReferences.length).toBeGreaterThan(0);
    expect((await signingPage(sent.data.esignurl!, 'signed')).status).toBe(200);
    const signed = await seeded(renewal.id);
    expect(signed.importstatus).toBe(12);
    expect(signed.audit.slice(-2).map((entry) => [entry.action, entry.from, entry.to, entry.userid])).toEqual([
      ['sign', 5, 6, 'esign'],
      ['sign', 6, 12, 'esign'],
    ]);
    expect((await signingPage(sent.data.esignurl!, 'signed')).status).toBe(404);

    expect((await helpers.put(signed.id, { version: signed.version, page: 1, structureddata: JSON.stringify(signed.structureddata) })).status).toBe(422);
    const processed = await stack.api<FileImportView>('POST', `/api/processrenewal/${signed.id}`, { token: await helpers.token(), body: { version: signed.version } });
    expect(processed.status).toBe(200);
    expect(processed.data.importstatus).toBe(7);
    await stack.stack.s3EventsIdle();
    const done = await seeded(renewal.id);
    expect(done.importstatus).toBe(9);
    expect(done.audit.slice(-3).map((entry) => [entry.action, entry.to])).toEqual([['processRenewal', 7], ['process', 8], ['complete', 9]]);
    const contracts = (await helpers.contractLines(101)).filter((line) => line.importid === renewal.id && String(line.sk).startsWith('CONTRACT#'));
    expect(contracts).toHaveLength(renewal.rowcount);
    expect(contracts.map((line) => line.customerid)).toContain(customerReference);
    expect(contracts.every((line) => contractReferences.includes(String(line.contractid)))).toBe(true);
  });

  it('moves a declined request to 11, where the import can no longer be edited or approved', async () => {
    const renewal = await seeded('demo-renewal-2');
    const sent = await sendEsign(renewal.id, renewal.version);
    expect(sent.status).toBe(200);
    expect((await signingPage(sent.data.esignurl!, 'declined')).status).toBe(200);
    const declined = await seeded(renewal.id);
    expect(declined.importstatus).toBe(11);
    expect(declined.audit.at(-1)).toMatchObject({ action: 'decline', from: 5, to: 11, reason: 'The customer declined to sign' });
    expect((await helpers.put(declined.id, { version: declined.version, importstatus: 7 })).status).toBe(422);
    expect((await helpers.put(declined.id, { version: declined.version, page: 1, structureddata: JSON.stringify(declined.structureddata) })).status).toBe(422);
    expect((await sendEsign(declined.id, declined.version)).status).toBe(422);
    const rejected = await helpers.put(declined.id, { version: declined.version, importstatus: 10, rejectionreason: 1 });
    expect(rejected.data).toMatchObject({ importstatus: 10 });
  });

  it('cancels the request when the import is edited while awaiting signature, so the old link finds nothing', async () => {
    const renewal = await helpers.createRenewal('esign-edited', sampleCustomers(2, 30));
    const sent = await sendEsign(renewal.id, renewal.version);
    expect(sent.data.importstatus).toBe(5);
    const view = await seeded(renewal.id);
    const saved = await helpers.put(view.id, { version: view.version, page: 1, structureddata: JSON.stringify(view.structureddata) });
    expect(saved.data).toMatchObject({ importstatus: 4 });
    expect(saved.data.audit.at(-1)).toMatchObject({ action: 'save', from: 5, to: 4 });
    expect((await signingPage(sent.data.esignurl!)).status).toBe(404);
  });

  it('refuses e-sign without every contact field, for an import that is not a renewal, and at a stale version', async () => {
    const renewal = await helpers.createRenewal('esign-refused', sampleCustomers(2, 31));
    expect((await sendEsign(renewal.id, renewal.version, { ...signer, esigndata: { ...signer.esigndata, jobtitle: ' ' } })).status).toBe(400);
    expect((await sendEsign(renewal.id, renewal.version - 1)).status).toBe(409);
    const upload = await stack.api<FileImportView>('POST', '/api/fileimports', {
      token: await helpers.token(),
      body: { fileformat: 3, productdefinition: 1, importstatus: 4, sourcetype: 1, sourceid: 101, structureddata: JSON.stringify(sampleCustomers(2, 32)) },
    });
    const refused = await sendEsign(upload.data.id, upload.data.version);
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe('e-Sign is not available for this import');
  });

  it('answers 404 for a signing link of no request', async () => {
    expect((await signingPage('/simulators/esign/demo-renewal-1/000000000000000000000000')).status).toBe(404);
    expect((await signingPage('/simulators/esign/nothing-here/abc', 'signed')).status).toBe(404);
  });
});
