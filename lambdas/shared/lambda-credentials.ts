import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { defaultProvider as sdkDefaultProvider } from '@aws-sdk/credential-provider-node';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (lib/lambda-bundling.ts
 * aliases the package to this file). Lambda hands a function its role's credentials in environment
 * variables, the first link of the SDK's default chain; the chain's other links (SSO, shared ini
 * files, processes, web identity, container and instance metadata) and the STS and SSO clients they
 * carry were two fifths of a DynamoDB-only bundle, parsed at every cold start and never used.
 */
export const defaultProvider: typeof sdkDefaultProvider = (init) => fromEnv(init);
