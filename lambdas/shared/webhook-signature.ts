import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How an outside provider signs its callback to a `provider` route, and how the route checks it:
 * HMAC-SHA256 with the provider's shared secret over `<timestamp>.<raw body>`, sent as
 * `x-portal-signature: sha256=<hex>` with the Unix-seconds timestamp in `x-portal-timestamp`.
 * Putting the timestamp in the signed text lets an old delivery be refused, so a captured one
 * cannot be replayed later. The API handler chain verifies with this module, and the local
 * simulators sign with it, so both sides follow one rule.
 */
export const SIGNATURE_HEADER = 'x-portal-signature';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';

/** A delivery signed longer ago than this (or this far in the future, for clock skew) is refused. */
export const MAX_SIGNATURE_AGE_SECONDS = 5 * 60;

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'mismatch';

const digest = (secret: string, timestamp: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

/** The two headers a provider sends with this body, signed at `now`. */
export function signWebhook(secret: string, body: Buffer | string, now: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [SIGNATURE_HEADER]: `sha256=${digest(secret, timestamp, body).toString('hex')}`, [TIMESTAMP_HEADER]: timestamp };
}

/** Checks a delivery's headers (names in lower case, as API Gateway passes them) against its raw body. */
export function verifyWebhook(
  secret: string,
  headers: Readonly<Record<string, string | undefined>>,
  body: Buffer | string,
  now: Date = new Date(),
): SignatureCheck {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = /^sha256=([0-9a-f]{64})$/i.exec(headers[SIGNATURE_HEADER] ?? '')?.[1];
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return 'missing';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SIGNATURE_AGE_SECONDS) return 'stale';
  return timingSafeEqual(Buffer.from(signature, 'hex'), digest(secret, timestamp, body)) ? 'valid' : 'mismatch';
}
