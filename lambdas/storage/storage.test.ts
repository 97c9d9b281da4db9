import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MULTI, apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
setRouteEnvironment('GET /storage/{bucket}');
setRouteEnvironment('GET /storage/{bucket}/{key+}');
setRouteEnvironment('PUT /storage/{bucket}/{key+}', { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
setRouteEnvironment('DELETE /storage/{bucket}/{key+}');
const listObjects = loadHandler('storage/list-objects');
const signDownload = loadHandler('storage/sign-download');
const signUpload = loadHandler('storage/sign-upload');
const deleteObject = loadHandler('storage/delete-object');

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
});

const objectEvent = (key: 'GET' | 'PUT' | 'DELETE', bucket: string, objectKey: string, query?: Record<string, string>) =>
  apiEvent(`${key} /storage/{bucket}/{key+}`, { pathParameters: { bucket, key: objectKey }, query });

const upload = (objectKey: string, query: Record<string, string> = { size: '2048', contenttype: 'text/csv' }, bucket = 'imports') =>
  invoke(signUpload, objectEvent('PUT', bucket, objectKey, query));

describe('PUT /storage/{bucket}/{key}: signed upload', () => {
  it('signs a five-minute PUT into the physical bucket with its length and content type fixed', async () => {
    const result = await upload('101/contracts.csv');
    expect(result.statusCode).toBe(200);
    const { url, key } = result.json as { url: string; key: string };
    expect(key).toBe('101/contracts.csv');
    const signed = new URL(url);
    expect(signed.hostname.startsWith(physicalName('imports'))).toBe(true);
    expect(signed.pathname).toBe('/101/contracts.csv');
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(signed.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    // A checksum signed before the file exists is the empty body's, and S3 would refuse the real file against it.
    expect([...signed.searchParams.keys()].filter((name) => name.toLowerCase().startsWith('x-amz-checksum'))).toEqual([]);
  });

  it('stores the file name without brackets or exclamation marks', async () => {
    const result = await upload(encodeURIComponent('101/Contracts (March)!.csv').replace(/%2F/g, '/'));
    expect((result.json as { key: string }).key).toBe('101/Contracts March.csv');
  });

  it('refuses a file over the size limit with 413 and a request without a size with 400', async () => {
    const refused = await upload('101/big.csv', { size: String(MAX_UPLOAD_BYTES + 1) });
    expect(refused.statusCode).toBe(413);
    expect((refused.json as { message: string }).message).toBe('The file is larger than the limit of 10 MB');
    expect((await upload('101/a.csv', {})).statusCode).toBe(400);
    expect((await upload('101/a.csv', { size: '-1' })).statusCode).toBe(400);
  });

  it('answers 404 for a bucket outside the logical set', async () => {
    expect((await upload('101/a.csv', undefined, 'site')).statusCode).toBe(404);
    expect((await upload('101/a.csv', undefined, physicalName('imports'))).statusCode).toBe(404);
  });

  it.each([
    ['a foreign intermediary', '999/a.csv'],
    ['no folder', 'a.csv'],
    ['a leading slash', '/101/a.csv'],
    ['an empty segment', '101//a.csv'],
    ['a parent segment', '101/../102/a.csv'],
    ['an encoded parent segment', '101/%2E%2E/999/a.csv'],
    ['a folder alone', '101/'],
  ])('refuses a key with %s with 403', async (_, objectKey) => {
    expect((await upload(objectKey)).statusCode).toBe(403);
  });

  it('decodes the key once only', async () => {
    const result = await upload('101/100%2525.csv');
    expect((result.json as { key: string }).key).toBe('101/100%25.csv');
  });
});

describe('GET /storage/{bucket}/{key}: signed download', () => {
  it('signs a GET that downloads the file as an attachment', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10 });
    const result = await invoke(signDownload, objectEvent('GET', 'documents', '101/Verbal%20Script.pdf'));
    expect(result.statusCode).toBe(200);
    const signed = new URL((result.json as { url: string }).url);
    expect(signed.pathname).toBe('/101/Verbal%20Script.pdf');
    expect(signed.searchParams.get('response-content-disposition')).toBe(`attachment; filename="Verbal Script.pdf"; filename*=UTF-8''Verbal%20Script.pdf`);
    expect(s3.calls().map((call) => call.args[0].input)).toEqual([{ Bucket: physicalName('documents'), Key: '101/Verbal Script.pdf' }]);
  });

  it('answers 404 when the file is not there', async () => {
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }));
    expect((await invoke(signDownload, objectEvent('GET', 'documents', '101/missing.pdf'))).statusCode).toBe(404);
  });

  it("refuses a foreign intermediary's file without looking for it", async () => {
    expect((await invoke(signDownload, objectEvent('GET', 'documents', '102/PDF%20Contract.pdf'))).statusCode).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('DELETE /storage/{bucket}/{key}', () => {
  it('deletes an object under a held folder and answers 204', async () => {
    const result = await invoke(deleteObject, objectEvent('DELETE', 'imports', '101/old.csv'));
    expect(result.statusCode).toBe(204);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([{ Bucket: physicalName('imports'), Key: '101/old.csv' }]);
  });

  it("refuses a foreign intermediary's object", async () => {
    expect((await invoke(deleteObject, objectEvent('DELETE', 'imports', '102/old.csv'))).statusCode).toBe(403);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('GET /storage/{bucket}?prefix=', () => {
  const list = (prefix?: string, sub?: string) =>
    invoke(listObjects, apiEvent('GET /storage/{bucket}', { pathParameters: { bucket: 'documents' }, query: prefix === undefined ? {} : { prefix }, sub }));

  it('lists every page of objects under a held folder as Contents with Key', async () => {
    const object = (Key: string, Size: number) => ({ Key, Size, LastModified: new Date('2026-01-02T03:04:05.000Z') });
    s3.on(ListObjectsV2Command).resolves({ Contents: [object('102/a & c.pdf', 1)], NextContinuationToken: 'next+1/2=' });
    s3.on(ListObjectsV2Command, { ContinuationToken: 'next+1/2=' }).resolves({ Contents: [object('102/b.pdf', 2)] });
    const result = await list('102/', MULTI.id);
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({
      Contents: [
        { Key: '102/a & c.pdf', Size: 1, LastModified: '2026-01-02T03:04:05.000Z' },
        { Key: '102/b.pdf', Size: 2, LastModified: '2026-01-02T03:04:05.000Z' },
      ],
    });
    expect(s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input)).toEqual([
      { Bucket: physicalName('documents'), Prefix: '102/' },
      { Bucket: physicalName('documents'), Prefix: '102/', ContinuationToken: 'next+1/2=' },
    ]);
  });

  it.each([
    ['no prefix', undefined, 400],
    ['a foreign folder', '102/', 403],
    ['a folder without its slash, which would match others', '101', 403],
    ['an empty prefix', '', 403],
  ])('refuses %s', async (_, prefix, status) => {
    expect((await list(prefix)).statusCode).toBe(status);
    expect(s3.calls()).toHaveLength(0);
  });
});
