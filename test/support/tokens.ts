import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** cognito-local signs every token with this one key pair, shipped in its package. */
const COGNITO_LOCAL_KEY = path.join(__dirname, '..', '..', 'node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.private.json');

export interface ForgedTokenOptions {
  readonly issuer: string;
  /** Claims to put in, e.g. a real token's `sub`, `client_id` and `token_use`. */
  readonly claims: JWTPayload;
  /** Seconds from now; negative for a token that has already expired. */
  readonly expiresIn?: number;
  /** `cognito` signs with cognito-local's own key (a genuine signature); `foreign` with a fresh key. */
  readonly signer?: 'cognito' | 'foreign';
}

let foreignKey: CryptoKey | undefined;

async function signingKey(signer: 'cognito' | 'foreign') {
  if (signer === 'foreign') {
    foreignKey ??= (await generateKeyPair('RS256')).privateKey;
    return foreignKey;
  }
  const { jwk } = JSON.parse(readFileSync(COGNITO_LOCAL_KEY, 'utf8')) as { jwk: Record<string, string> };
  return importJWK(jwk, 'RS256');
}

/** A token for the refusal tests: expired, signed by another key, or with altered claims. */
export async function forgeToken(options: ForgedTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  return new SignJWT(options.claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(options.issuer)
    .setIssuedAt(now - Math.max(0, -expiresIn) - 60)
    .setExpirationTime(now + expiresIn)
    .sign(await signingKey(options.signer ?? 'cognito'));
}
