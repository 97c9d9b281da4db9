/** Runtime settings written next to the site as /config.json (by CDK at deploy time, by the local stack) and read by the front end. */
export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Only locally: cognito-local's URL, Amplify's `userPoolEndpoint`. */
  readonly cognitoEndpoint?: string;
  readonly stage: string;
  readonly esignEnabled: boolean;
}
