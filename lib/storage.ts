import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import type { BucketName } from '../lambdas/shared/resources';
import { acknowledge } from './nag';

export interface StorageProps {
  readonly stage: Pick<StageConfig, 'removalPolicy' | 'logRetentionDays'>;
}

/**
 * The buckets: imports and documents (the browser reads and writes them through signed URLs), the
 * built site (read only by CloudFront), and one bucket for S3 server access logs and CloudFront logs.
 * All block public access, refuse plain HTTP and TLS below 1.2, and encrypt at rest.
 */
export class Storage extends Construct {
  /** The data buckets the route table names, by logical name. */
  readonly buckets: Readonly<Record<BucketName, Bucket>>;
  readonly site: Bucket;
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const retain = props.stage.removalPolicy === 'retain';
    const common: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !retain,
    };
    this.logs = new Bucket(this, 'Logs', {
      ...common,
      // CloudFront standard logging writes with ACLs, so this one bucket keeps object-writer ownership.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(props.stage.logRetentionDays) }],
    });
    acknowledge(this.logs, 'S1', 'This is the access-log bucket itself; logging its own writes would loop.');
    const logged = (prefix: string): BucketProps => ({ ...common, serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${prefix}/` });
    this.buckets = {
      imports: new Bucket(this, 'Imports', { ...logged('imports'), versioned: true }),
      documents: new Bucket(this, 'Documents', { ...logged('documents'), versioned: true }),
    };
    this.site = new Bucket(this, 'Site', logged('site'));
  }

  /** Lets pages served from these origins GET and PUT the data buckets through signed URLs. */
  allowBrowserAccess(origins: readonly string[]): void {
    for (const bucket of Object.values(this.buckets)) {
      bucket.addCorsRule({
        allowedOrigins: [...origins],
        allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
        allowedHeaders: ['content-type', 'x-amz-*'],
        exposedHeaders: ['ETag'],
        maxAge: 3600,
      });
    }
  }
}
