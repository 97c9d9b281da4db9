import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** What API Gateway's JWT authorizer hands the Lambda: every claim as a string. */
export type VerifiedClaims = Record<string, string>;

export interface TokenVerifier {
  /** The claims of a valid access token of our client, or undefined for anything else. */
  verify(authorization: string | undefined): Promise<VerifiedClaims | undefined>;
}

/** API Gateway renders array claims as `[a b]` and everything else as its string form. */
const asClaimString = (value: unknown) => (Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Checks a bearer token as the deployed JWT authorizer does: signature against the pool's JWKS,
 * issuer, expiry, and for an access token `token_use` and `client_id` (Cognito puts no `aud` in it).
 */
export function cognitoTokenVerifier(options: { cognitoUrl: string; userPoolId: string; clientId: string }): TokenVerifier {
  const issuer = `${options.cognitoUrl}/${options.userPoolId}`;
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(authorization) {
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer, algorithms: ['RS256'], requiredClaims: ['exp', 'sub'] }));
      } catch {
        return undefined;
      }
      if (payload.token_use !== 'access' || payload.client_id !== options.clientId) return undefined;
      return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, asClaimString(value)]));
    },
  };
}
