/**
 * The local stack for tests: `startTestStack()` starts dynalite, s3rver, cognito-local and the
 * local API server in a fresh temporary folder with the demo seed (local/seed/demo-data.ts), and
 * returns helpers to sign in as a demo user and call the API. Used by the integration tests and
 * the front-end end-to-end tests; keep its exports stable.
 *
 *   const stack = await startTestStack();            // in beforeAll
 *   const { accessToken } = await stack.signIn('broker@example.com', DEMO_PASSWORD);
 *   const { status, data } = await stack.api('GET', '/api/users/0', { token: accessToken });
 *   await stack.stop();                              // in afterAll
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
  type ChallengeNameType,
} from '@aws-sdk/client-cognito-identity-provider';
import { generate as totpCode } from 'cognito-local/lib/services/totp';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/names';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../local/seed/demo-data';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../local/stack';

export { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from '../../local/seed/demo-data';
export { forgeToken } from './tokens';

/** How long a test file's stack may take to start: a cap, not a wait; a busy machine takes longer than a test may. */
export const STACK_STARTUP_TIMEOUT_MS = 120_000;

export interface Tokens {
  readonly accessToken: string;
  readonly idToken: string;
}

/** How `signIn` answers a challenge; by default TOTP from the demo secret and SMS from cognito-local. */
export interface ChallengeAnswers {
  /** Required for a user who must change their password at first sign-in. */
  readonly newPassword?: string;
  readonly totpSecret?: string;
}

export interface AuthStep {
  readonly challenge?: ChallengeNameType | string;
  readonly session?: string;
  readonly tokens?: Tokens;
}

export interface ApiCall {
  readonly token?: string;
  readonly body?: unknown;
  readonly query?: Record<string, string | number | undefined>;
  readonly headers?: Record<string, string>;
}

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  readonly data: T;
  readonly headers: Headers;
}

/** An answer's status and body, for tests that compare the two whole. */
export const statusAndData = <T>({ status, data }: ApiAnswer<T>) => ({ status, data });

export interface TestStack {
  readonly stack: LocalStack;
  readonly webUrl: string;
  /** Signs in with USER_PASSWORD_AUTH, answering TOTP, SMS and new-password challenges. */
  signIn(email: string, password?: string, answers?: ChallengeAnswers): Promise<Tokens>;
  /** A demo user's tokens, signed in once per stack with the demo password. */
  tokensFor(email: string): Promise<Tokens>;
  /** The first step only, for tests of the challenges themselves. */
  startSignIn(email: string, password: string): Promise<AuthStep>;
  answerChallenge(email: string, step: AuthStep, responses: Record<string, string>): Promise<AuthStep>;
  /** The current code of an authenticator app holding this secret. */
  totpCode(secret?: string): string;
  api<T = unknown>(method: string, path: string, call?: ApiCall): Promise<ApiAnswer<T>>;
  stop(): Promise<void>;
}

const toStep = (output: { ChallengeName?: string; Session?: string; AuthenticationResult?: AuthenticationResultType }): AuthStep => ({
  challenge: output.ChallengeName,
  session: output.Session,
  tokens: output.AuthenticationResult?.AccessToken
    ? { accessToken: output.AuthenticationResult.AccessToken, idToken: output.AuthenticationResult.IdToken ?? '' }
    : undefined,
});

/**
 * A stack in memory for one test file (or bench run). Its tables share one dynalite process unless
 * `dynamoBulkTablesApart` asks for the layout `npm start` runs, as the bench's figures do.
 */
export async function startTestStack(
  options: Pick<LocalStackOptions, 'seed' | 'esignEnabled' | 'recordDynamoWritesTo' | 'pipelineThreads' | 'dynamoBulkTablesApart'> = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-stack-'));
  const stack = await startLocalStack({ dynamoBulkTablesApart: false, ...options, dataDir, seed: options.seed ?? true, quiet: true, dynamoInMemory: true });
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const cached = new Map<string, Promise<Tokens>>();

  const startSignIn = async (email: string, password: string) =>
    toStep(await cognito.send(new InitiateAuthCommand({ ClientId: stack.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } })));

  const answerChallenge = async (email: string, step: AuthStep, responses: Record<string, string>) =>
    toStep(
      await cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: stack.clientId,
          ChallengeName: step.challenge as ChallengeNameType,
          Session: step.session,
          ChallengeResponses: { USERNAME: email, ...responses },
        }),
      ),
    );

  const signIn = async (email: string, password = DEMO_PASSWORD, answers: ChallengeAnswers = {}) => {
    let step = await startSignIn(email, password);
    for (let round = 0; !step.tokens && round < 3; round++) {
      if (step.challenge === 'SOFTWARE_TOKEN_MFA') {
        step = await answerChallenge(email, step, { SOFTWARE_TOKEN_MFA_CODE: totpCode(answers.totpSecret ?? DEMO_TOTP_SECRET) });
      } else if (step.challenge === 'SMS_MFA') {
        step = await answerChallenge(email, step, { SMS_MFA_CODE: stack.lastSmsCode(email) ?? '' });
      } else if (step.challenge === 'NEW_PASSWORD_REQUIRED' && answers.newPassword) {
        step = await answerChallenge(email, step, { NEW_PASSWORD: answers.newPassword });
      } else {
        throw new Error(`Sign-in of ${email} stopped at challenge ${step.challenge ?? 'none'}`);
      }
    }
    if (!step.tokens) throw new Error(`Sign-in of ${email} returned no tokens`);
    return step.tokens;
  };

  const api = async <T>(method: string, apiPath: string, call: ApiCall = {}): Promise<ApiAnswer<T>> => {
    const url = new URL(apiPath, stack.webUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const response = await fetch(url, {
      method,
      headers: {
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the raw text is the answer.
    }
    return { status: response.status, data: data as T, headers: response.headers };
  };

  return {
    stack,
    webUrl: stack.webUrl,
    signIn,
    tokensFor: (email) => {
      let tokens = cached.get(email);
      if (!tokens) {
        tokens = signIn(email);
        cached.set(email, tokens);
      }
      return tokens;
    },
    startSignIn,
    answerChallenge,
    totpCode: (secret = DEMO_TOTP_SECRET) => totpCode(secret),
    api,
    stop: async () => {
      cognito.destroy();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
