import { HeadObjectCommand, NoSuchKey, NotFound, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { statusOf } from './errors';
import { s3Objects } from './s3';

const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());

const metadata = (httpStatusCode: number) => ({ $metadata: { httpStatusCode } });

describe('the S3 objects', () => {
  it('says an object is missing when S3 answers its HEAD with NotFound, and passes on any other error', async () => {
    s3.on(HeadObjectCommand, { Key: 'missing.csv' }).rejects(new NotFound({ message: 'Not Found', ...metadata(404) }));
    s3.on(HeadObjectCommand, { Key: 'forbidden.csv' }).rejects(new S3ServiceException({ name: 'AccessDenied', $fault: 'client', message: 'Access Denied', ...metadata(403) }));
    s3.on(HeadObjectCommand, { Key: 'there.csv' }).resolves({ ContentLength: 3 });
    expect(await s3Objects.exists('b', 'missing.csv')).toBe(false);
    expect(await s3Objects.exists('b', 'there.csv')).toBe(true);
    await expect(s3Objects.exists('b', 'forbidden.csv')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it("maps S3's errors to statuses by the SDK's names: a missing object 404, throttling left after the retries 503", () => {
    expect(statusOf(new NoSuchKey({ message: 'The specified key does not exist.', ...metadata(404) }))).toBe(404);
    expect(statusOf(new NotFound({ message: 'Not Found', ...metadata(404) }))).toBe(404);
    expect(statusOf(new S3ServiceException({ name: 'SlowDown', $fault: 'server', message: 'Please reduce your request rate.', ...metadata(503) }))).toBe(503);
    expect(statusOf(new S3ServiceException({ name: 'InternalError', $fault: 'server', message: 'We encountered an internal error.', ...metadata(500) }))).toBe(500);
  });
});
