import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../domain/runtime-config';
import { acknowledge, acknowledgeWildcards } from './nag';

/** The front end's `/config.json`, written at deploy time so one build serves every stage; a deployed stage uses Cognito itself, never a local emulator's endpoint. */
export type SiteConfig = Omit<RuntimeConfig, 'cognitoEndpoint'>;

export interface SiteDeploymentProps {
  /** The built front end (`frontend/dist`); a placeholder page is deployed when it is missing. */
  readonly siteDir: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  readonly config: SiteConfig;
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Broker portal</title></head>
<body><h1>Broker portal</h1><p>The front end was not built when this stage was deployed. Run <code>npm run build:web</code>, then deploy again.</p></body></html>
`;

/** Copies the built site and its `config.json` into the site bucket at deploy time, then invalidates CloudFront. */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const built = fs.existsSync(path.join(props.siteDir, 'index.html'));
    if (!built) {
      Annotations.of(this).addWarningV2(
        'broker-portal:site-not-built',
        `${props.siteDir} has no index.html: deploying a placeholder page. Run npm run build:web before deploying.`,
      );
    }
    const site: ISource = built ? Source.asset(props.siteDir) : Source.data('index.html', PLACEHOLDER);
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [site, Source.jsonData('config.json', props.config)],
      destinationBucket: props.bucket,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    const reason = "CDK's own BucketDeployment handler, which copies the site from the CDK asset bucket into the site bucket and invalidates the distribution at deploy time; it is not reachable by users.";
    acknowledge(deployment.handlerRole, 'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason);
    const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (policy) acknowledgeWildcards(deployment.handlerRole, policy.document, reason);
    // The handler is a singleton Lambda at the stack's root, shared by every BucketDeployment.
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) acknowledge(handler, 'L1', `${reason} Its runtime is chosen by CDK.`);
  }
}
