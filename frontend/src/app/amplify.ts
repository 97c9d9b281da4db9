import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '../config';

/** Amplify Auth against the stage's user pool; locally `cognitoEndpoint` points it at cognito-local (the local stack in docs/architecture.md). */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
      },
    },
  });
}
