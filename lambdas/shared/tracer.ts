import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';

/**
 * One X-Ray tracer per container: each handler run gets a subsegment, and each AWS SDK call and
 * outbound HTTPS request one beneath it, so a slow save shows which call took the time. It turns
 * itself off outside Lambda (tests, the local stack), leaving clients and handlers as they are.
 */
export const tracer = new Tracer();

/** An SDK client whose calls are traced. */
export const traced = <C extends object>(client: C): C => tracer.captureAWSv3Client(client);

/** The handler's subsegment, annotated with its cold start; never its response, which carries brokers' customers. */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
