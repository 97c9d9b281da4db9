import { Readable } from 'node:stream';
import { HttpResponse, type HttpRequest } from '@smithy/core/protocols';
import { s3Objects, type S3Call, type S3Operation } from '../../lambdas/shared/s3';

export interface S3Reply {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface SentToS3 {
  readonly call: S3Call;
  /** The request as signed and sent. */
  readonly request: HttpRequest;
}

/**
 * Stands in for S3 behind the Lambdas' S3 port (lambdas/shared/s3.ts) in a handler test file: each
 * signed request is recorded and answered by `reply` (200 with no body unless a test says
 * otherwise), so the port's own requests and parsing are what the tests exercise.
 */
export function fakeS3() {
  // The port still signs each request before it reaches the stand-in.
  process.env.AWS_REGION ??= 'eu-west-2';
  process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
  const sent: SentToS3[] = [];
  let reply: (call: S3Call, request: HttpRequest) => S3Reply = () => ({});
  const send = s3Objects.send;
  beforeEach(() => {
    sent.length = 0;
    reply = () => ({});
    s3Objects.send = async (request, call) => {
      sent.push({ call, request });
      const { status = 200, headers = {}, body } = reply(call, request);
      return new HttpResponse({ statusCode: status, headers, body: Readable.from(body ? [Buffer.from(body)] : []) });
    };
  });
  afterAll(() => {
    s3Objects.send = send;
  });
  return {
    /** Every request sent since the test began. */
    sent,
    /** The calls of one operation, in order. */
    calls: (operation: S3Operation) => sent.filter(({ call }) => call.operation === operation),
    /** The body of each object put, by key. */
    puts: () => sent.filter(({ call }) => call.operation === 'PutObject').map(({ call, request }) => ({ key: call.Key!, body: String(request.body) })),
    replyWith(answer: (call: S3Call, request: HttpRequest) => S3Reply) {
      reply = answer;
    },
  };
}
