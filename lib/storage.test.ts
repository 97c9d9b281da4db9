import { BUCKET_NAMES } from '../lambdas/shared/resources';
import { logicalId, synthStage, templateResources } from '../test/support/cdk-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');

interface BucketProperties {
  readonly PublicAccessBlockConfiguration: unknown;
  readonly BucketEncryption: { readonly ServerSideEncryptionConfiguration: { readonly ServerSideEncryptionByDefault: { readonly SSEAlgorithm: string } }[] };
  readonly VersioningConfiguration?: unknown;
  readonly LoggingConfiguration?: { readonly DestinationBucketName: unknown };
  readonly CorsConfiguration?: { readonly CorsRules: { readonly AllowedMethods: string[]; readonly AllowedOrigins: unknown }[] };
}
interface Statement {
  readonly Effect: string;
  readonly Condition?: { readonly Bool?: Record<string, string> };
}

const bucketsById = (fixture: typeof dev) => templateResources<BucketProperties>(fixture.template, 'AWS::S3::Bucket');
const buckets = (fixture: typeof dev) => Object.entries(bucketsById(fixture));

describe('Storage, the S3 buckets', () => {
  it('blocks every kind of public access on every bucket of the stack', () => {
    for (const fixture of [dev, prod]) {
      for (const [, bucket] of buckets(fixture)) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });

  it('denies plain HTTP to every bucket of the stack and encrypts each at rest', () => {
    const policies = Object.values(templateResources<{ Bucket: { Ref?: string }; PolicyDocument: { Statement: Statement[] } }>(dev.template, 'AWS::S3::BucketPolicy'));
    for (const [id, bucket] of buckets(dev)) {
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
      const denyPlainHttp = policy?.Properties.PolicyDocument.Statement.find(
        (s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
      );
      expect(denyPlainHttp).toBeDefined();
    }
  });

  it('versions the imports and documents buckets', () => {
    for (const name of BUCKET_NAMES) {
      expect(bucketsById(dev)[logicalId(dev.stack.storage.buckets[name])].Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    }
  });

  it('logs access to the data and site buckets into the log bucket', () => {
    const logs = logicalId(dev.stack.storage.logs);
    for (const bucket of [...Object.values(dev.stack.storage.buckets), dev.stack.storage.site]) {
      expect(bucketsById(dev)[logicalId(bucket)].Properties.LoggingConfiguration?.DestinationBucketName).toEqual({ Ref: logs });
    }
  });

  it('allows the browser cross-origin GET, PUT and HEAD on the data buckets only, from the site only', () => {
    for (const [id, bucket] of buckets(dev)) {
      const dataBucket = BUCKET_NAMES.some((name) => logicalId(dev.stack.storage.buckets[name]) === id);
      const rules = bucket.Properties.CorsConfiguration?.CorsRules;
      if (!dataBucket) {
        expect(rules).toBeUndefined();
        continue;
      }
      expect(rules).toHaveLength(1);
      const [rule] = rules ?? [];
      expect([...rule.AllowedMethods].sort()).toEqual(['GET', 'HEAD', 'PUT']);
      expect(JSON.stringify(rule.AllowedOrigins)).toContain(logicalId(dev.stack.web.distribution));
      expect(JSON.stringify(rule.AllowedOrigins)).not.toContain('*');
    }
  });

  it('retains prod buckets and lets dev buckets go with the stack', () => {
    for (const [, bucket] of buckets(prod)) expect(bucket.DeletionPolicy).toBe('Retain');
    for (const [, bucket] of buckets(dev)) expect(bucket.DeletionPolicy).toBe('Delete');
  });
});
