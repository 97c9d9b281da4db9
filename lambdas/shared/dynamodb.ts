import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { withoutSdkLogging } from './sdk-logging';
import { traced } from './tracer';

/**
 * Created once per container. The local stack points it at dynalite with the SDK's own
 * AWS_ENDPOINT_URL_DYNAMODB variable. One module per service, so a route bundles only the
 * clients it uses.
 */
export const dynamoClient = traced(withoutSdkLogging(new DynamoDBClient({})));

/** The same client, taking and giving plain objects. */
export const documentClient = DynamoDBDocumentClient.from(dynamoClient, {
  marshallOptions: { removeUndefinedValues: true },
});
