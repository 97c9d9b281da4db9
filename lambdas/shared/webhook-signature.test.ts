import { MAX_SIGNATURE_AGE_SECONDS, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, verifyWebhook } from './webhook-signature';

const secret = 'shared-secret';
const body = JSON.stringify({ importid: 'import-1', requestid: 'req-1', outcome: 'signed' });
const signedAt = new Date('2025-03-01T12:00:00Z');
const secondsLater = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);

describe('webhook signatures', () => {
  it('accepts a body signed with the shared secret, as text or as bytes, within five minutes either way', () => {
    const headers = signWebhook(secret, body, signedAt);
    expect(headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, headers, body, signedAt)).toBe('valid');
    expect(verifyWebhook(secret, headers, Buffer.from(body), secondsLater(MAX_SIGNATURE_AGE_SECONDS))).toBe('valid');
    expect(verifyWebhook(secret, headers, body, secondsLater(-MAX_SIGNATURE_AGE_SECONDS))).toBe('valid');
  });

  it('refuses a body changed after signing', () => {
    const headers = signWebhook(secret, body, signedAt);
    expect(verifyWebhook(secret, headers, body.replace('signed', 'declined'), signedAt)).toBe('mismatch');
    expect(verifyWebhook(secret, headers, `${body} `, signedAt)).toBe('mismatch');
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhook(secret, signWebhook('another-secret', body, signedAt), body, signedAt)).toBe('mismatch');
  });

  it('refuses a delivery signed more than five minutes ago or ahead, and a timestamp changed after signing', () => {
    const headers = signWebhook(secret, body, signedAt);
    expect(verifyWebhook(secret, headers, body, secondsLater(MAX_SIGNATURE_AGE_SECONDS + 1))).toBe('stale');
    expect(verifyWebhook(secret, headers, body, secondsLater(-MAX_SIGNATURE_AGE_SECONDS - 1))).toBe('stale');
    const moved = { ...headers, [TIMESTAMP_HEADER]: String(Number(headers[TIMESTAMP_HEADER]) + 60) };
    expect(verifyWebhook(secret, moved, body, secondsLater(60))).toBe('mismatch');
  });

  it('refuses a delivery without either header or with a malformed one', () => {
    const headers = signWebhook(secret, body, signedAt);
    expect(verifyWebhook(secret, {}, body, signedAt)).toBe('missing');
    expect(verifyWebhook(secret, { [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER] }, body, signedAt)).toBe('missing');
    expect(verifyWebhook(secret, { [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER] }, body, signedAt)).toBe('missing');
    expect(verifyWebhook(secret, { ...headers, [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER].slice(0, -2) }, body, signedAt)).toBe('missing');
    expect(verifyWebhook(secret, { ...headers, [TIMESTAMP_HEADER]: 'yesterday' }, body, signedAt)).toBe('missing');
  });
});
