/** Runtime settings written next to the site as /config.json (by CDK at deploy time, by the local stack). */
export interface RuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Only locally: cognito-local's URL, Amplify's `userPoolEndpoint`. */
  readonly cognitoEndpoint?: string;
  readonly stage: string;
  readonly esignEnabled: boolean;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
