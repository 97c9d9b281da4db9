import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { pipelineFunction } from '../lambdas/contract-import/functions';
import type { MatchedRoute } from './route-matcher';
import type { VerifiedClaims } from './token-verifier';

export interface IncomingRequest {
  readonly method: string;
  readonly rawPath: string;
  readonly rawQueryString: string;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
  readonly sourceIp: string;
}

/** Query values decoded and repeated names joined with commas, as API Gateway does. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  const params = new URLSearchParams(rawQueryString);
  const joined: Record<string, string> = {};
  for (const name of new Set(params.keys())) joined[name] = params.getAll(name).join(',');
  return Object.keys(joined).length ? joined : undefined;
}

const isText = (contentType: string | undefined) => !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml))/i.test(contentType);

/** The payload-format-2.0 event API Gateway would send after its JWT authorizer passed; a route without an authorizer (no claims) gets none. */
export function apiGatewayEvent(request: IncomingRequest, matched: MatchedRoute, claims: VerifiedClaims | undefined): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const text = isText(request.headers['content-type']);
  return {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    headers: request.headers,
    queryStringParameters: queryParameters(request.rawQueryString),
    pathParameters: matched.pathParameters,
    body: request.body.length ? request.body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: request.body.length > 0 && !text,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: request.headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      requestId: randomUUID(),
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      http: { method: request.method, path: request.rawPath, protocol: 'HTTP/1.1', sourceIp: request.sourceIp, userAgent: request.headers['user-agent'] ?? '' },
      ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: claims.scope ? claims.scope.split(' ') : [] } } } : {}),
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/**
 * How many times its deployed time limit a local handler may run: LOCAL_TIME_LIMIT_SCALE, 1 when
 * unset. The tests stretch it (test/stretched-time-limits.cjs): there dynalite and s3rver share a
 * busy 2-core machine and run many times slower than DynamoDB and S3, so the deployed limit would
 * cut correct runs short. Whether runs fit the deployed limits is `npm run bench`'s to measure;
 * `npm start` and the bench keep them.
 */
export function timeLimitScale(env: NodeJS.ProcessEnv): number {
  const scale = Number(env.LOCAL_TIME_LIMIT_SCALE ?? 1);
  if (!(scale >= 1)) throw new Error(`LOCAL_TIME_LIMIT_SCALE must be a number of 1 or more, not '${env.LOCAL_TIME_LIMIT_SCALE}'`);
  return scale;
}

/**
 * A Lambda context for one invocation of a handler module, whose deadline is the function's time
 * limit from now, as Lambda counts it (stretched by the time-limit scale).
 */
export function lambdaContext(module: string, requestId: string, timeoutSeconds: number, env: NodeJS.ProcessEnv = process.env): Context {
  const deadline = Date.now() + timeoutSeconds * timeLimitScale(env) * 1000;
  const functionName = module.replace(/\//g, '-');
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** A pipeline Lambda's context, with its function's own time limit. */
export const pipelineContext = (module: string, requestId: string, env: NodeJS.ProcessEnv = process.env): Context =>
  lambdaContext(module, requestId, pipelineFunction(module).timeoutSeconds, env);
