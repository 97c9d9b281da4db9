import { importDocumentsFolder } from '../../domain/documents';
import { DEMO_INTERMEDIARIES } from '../../local/seed/demo-data';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack();
  token = (await stack.tokensFor('broker@example.com')).accessToken;
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

const signUpload = (path: string, size: number, contenttype = 'text/csv') => stack.api<{ url: string; key: string }>('PUT', path, { token, query: { size, contenttype } });

describe('storage signing', () => {
  it('signs a PUT that s3rver accepts, then a GET that returns the same bytes', async () => {
    const content = 'customer,mpan\nAcme Ltd,1312345678907\n';
    const upload = await signUpload('/storage/imports/101/round%20trip.csv', Buffer.byteLength(content));
    expect(upload.status).toBe(200);
    const put = await fetch(upload.data.url, { method: 'PUT', body: content, headers: { 'content-type': 'text/csv' } });
    expect(put.status).toBe(200);

    const download = await stack.api<{ url: string }>('GET', '/storage/imports/101/round%20trip.csv', { token });
    expect(download.status).toBe(200);
    const got = await fetch(download.data.url);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe(content);
  });

  it('lists the objects under a held folder as Contents with Key', async () => {
    const content = 'listed';
    const upload = await signUpload('/storage/imports/101/listing/one.csv', content.length);
    await fetch(upload.data.url, { method: 'PUT', body: content, headers: { 'content-type': 'text/csv' } });
    const { status, data } = await stack.api<{ Contents: { Key: string; Size: number }[] }>('GET', '/storage/imports', { token, query: { prefix: '101/listing/' } });
    expect(status).toBe(200);
    expect(data.Contents).toEqual([expect.objectContaining({ Key: '101/listing/one.csv', Size: content.length })]);
  });

  // s3rver does not check SigV4 signatures, so the test reads what real S3 will enforce from the URL.
  it('fixes the signed length and content type in the signature', async () => {
    const upload = await signUpload('/storage/imports/101/fixed.csv', 5);
    const signedHeaders = new URL(upload.data.url).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signedHeaders).toEqual(expect.arrayContaining(['content-length', 'content-type']));
  });

  it('refuses to sign an upload over the size limit (413) or without a size (400)', async () => {
    expect((await signUpload('/storage/imports/101/huge.csv', 50 * 1024 * 1024)).status).toBe(413);
    expect((await stack.api('PUT', '/storage/imports/101/nosize.csv', { token })).status).toBe(400);
  });

  it("refuses another intermediary's folder (403)", async () => {
    expect((await signUpload('/storage/imports/102/theirs.csv', 10)).status).toBe(403);
    expect((await stack.api('GET', '/storage/documents/102/terms.pdf', { token })).status).toBe(403);
    expect((await stack.api('GET', '/storage/documents', { token, query: { prefix: '102/' } })).status).toBe(403);
    expect((await stack.api('DELETE', '/storage/imports/102/theirs.csv', { token })).status).toBe(403);
  });

  it("refuses keys outside the caller's folders: no folder, traversal, or an encoded escape", async () => {
    expect((await signUpload('/storage/imports/loose.csv', 10)).status).toBe(403);
    expect((await signUpload('/storage/imports/101/../102/x.csv', 10)).status).toBe(403);
    expect((await signUpload('/storage/imports/101%2F..%2F102%2Fx.csv', 10)).status).toBe(403);
    expect((await stack.api('GET', '/storage/imports', { token, query: { prefix: '' } })).status).toBeGreaterThanOrEqual(400);
  });

  it('answers 404 for a bucket outside the allowed set, even a real physical one', async () => {
    expect((await signUpload('/storage/site/101/x.csv', 10)).status).toBe(404);
    expect((await signUpload('/storage/local-imports/101/x.csv', 10)).status).toBe(404);
  });

  it("lists the seeded documents in the caller's intermediary folder", async () => {
    const { status, data } = await stack.api<{ Contents: { Key: string }[] }>('GET', '/storage/documents', { token, query: { prefix: '101/' } });
    expect(status).toBe(200);
    // The seed puts the same documents in every intermediary's folder.
    expect(data.Contents.length).toBe((stack.stack.seedSummary?.documentsWritten ?? 0) / DEMO_INTERMEDIARIES.length);
    expect(data.Contents.length).toBeGreaterThan(0);
    expect(data.Contents.every((object) => object.Key.startsWith('101/'))).toBe(true);
  });

  it('deletes an object in a held folder', async () => {
    const upload = await signUpload('/storage/imports/101/gone.csv', 4);
    await fetch(upload.data.url, { method: 'PUT', body: 'gone', headers: { 'content-type': 'text/csv' } });
    expect((await stack.api('DELETE', '/storage/imports/101/gone.csv', { token })).status).toBeLessThan(300);
    const { data } = await stack.api<{ Contents: { Key: string }[] }>('GET', '/storage/imports', { token, query: { prefix: '101/' } });
    expect(data.Contents.map((object) => object.Key)).not.toContain('101/gone.csv');
  });

  it('deletes a document in a held folder, which then can no longer be opened', async () => {
    const upload = await signUpload('/storage/documents/101/withdrawn.pdf', 3, 'application/pdf');
    await fetch(upload.data.url, { method: 'PUT', body: 'pdf', headers: { 'content-type': 'application/pdf' } });
    expect((await stack.api('GET', '/storage/documents/101/withdrawn.pdf', { token })).status).toBe(200);
    expect((await stack.api('DELETE', '/storage/documents/101/withdrawn.pdf', { token })).status).toBe(204);
    const { data } = await stack.api<{ Contents: { Key: string }[] }>('GET', '/storage/documents', { token, query: { prefix: '101/' } });
    expect(data.Contents.map((object) => object.Key)).not.toContain('101/withdrawn.pdf');
    expect((await stack.api('GET', '/storage/documents/101/withdrawn.pdf', { token })).status).toBe(404);
  });
});

describe("an import's documents", () => {
  const folder = importDocumentsFolder(101, 'demo-renewal-1');
  const path = `/storage/imports/${folder}/Letter%20of%20authority.pdf`;
  const listed = async () => {
    const { data } = await stack.api<{ Contents?: { Key: string }[] }>('GET', '/storage/imports', { token, query: { prefix: `${folder}/` } });
    return (data.Contents ?? []).map((object) => object.Key);
  };

  it("are deleted by their intermediary's broker only, then neither listed nor opened", async () => {
    const upload = await signUpload(path, 3, 'application/pdf');
    await fetch(upload.data.url, { method: 'PUT', body: 'pdf', headers: { 'content-type': 'application/pdf' } });
    expect(await listed()).toContain(`${folder}/Letter of authority.pdf`);

    const otherToken = (await stack.tokensFor('sms@example.com')).accessToken;
    expect((await stack.api('DELETE', path, { token: otherToken })).status).toBe(403);
    expect((await stack.api('GET', path, { token })).status).toBe(200);

    expect((await stack.api('DELETE', path, { token })).status).toBe(204);
    expect(await listed()).not.toContain(`${folder}/Letter of authority.pdf`);
    expect((await stack.api('GET', path, { token })).status).toBe(404);
  });
});
