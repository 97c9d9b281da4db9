import * as os from 'node:os';
import * as path from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { SPA_REWRITE_CODE } from './site-paths';
import { API_PATHS } from './web';
import { contentSecurityPolicy } from './security-headers';
import { logicalId, synthStage, templateResources } from '../test/support/cdk-stage';

const dev = synthStage('dev');
const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
const unbuilt = synthStage('test', path.join(os.tmpdir(), 'portal-no-such-dist'));
const printedWhileUnbuilt = printed.mock.calls.flat().join('\n');
printed.mockRestore();
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123';
const withDomain = synthStage('prod', undefined, { domain: { names: ['portal.example.com'], certificateArn } });

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Origin {
  readonly Id: string;
  readonly DomainName: unknown;
  readonly CustomOriginConfig?: unknown;
  readonly S3OriginConfig?: unknown;
  readonly OriginAccessControlId?: unknown;
}
interface CacheBehavior {
  readonly PathPattern?: string;
  readonly ResponseHeadersPolicyId: unknown;
  readonly FunctionAssociations?: unknown;
}
interface DistributionConfig {
  readonly Origins: Origin[];
  readonly DefaultCacheBehavior: CacheBehavior;
  readonly CacheBehaviors: CacheBehavior[];
  readonly CustomErrorResponses?: unknown;
  readonly Logging: { readonly Bucket: unknown };
  readonly Aliases?: string[];
  readonly ViewerCertificate?: unknown;
}
interface SecurityHeaders {
  readonly StrictTransportSecurity: unknown;
  readonly ContentTypeOptions: unknown;
  readonly ReferrerPolicy: { readonly ReferrerPolicy: string };
  readonly ContentSecurityPolicy: unknown;
}

const distributionConfig = (fixture: typeof dev) =>
  Object.values(templateResources<{ DistributionConfig: DistributionConfig }>(fixture.template, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

describe('Web, the CloudFront distribution', () => {
  it('forwards each API path to the HTTP API uncached, with every method and every viewer header but Host', () => {
    const config = distributionConfig(dev);
    const apiOrigin = config.Origins.find((o) => o.CustomOriginConfig)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(logicalId(dev.stack.api.httpApi));
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual([...API_PATHS].sort());
    for (const behavior of config.CacheBehaviors) {
      expect(behavior).toMatchObject({
        TargetOriginId: apiOrigin.Id,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) as unknown,
      });
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
  });

  it('serves the site bucket through origin access control with the SPA rewrite on the default behaviour only', () => {
    const config = distributionConfig(dev);
    const siteOrigin = config.Origins.find((o) => o.S3OriginConfig)!;
    expect(siteOrigin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      TargetOriginId: siteOrigin.Id,
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() as unknown }],
    });
    // Error responses would also turn the API's 404s into the site's index page.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('runs the SPA fallback function on the default behaviour', () => {
    const functions = Object.values(templateResources<{ FunctionCode: string }>(dev.template, 'AWS::CloudFront::Function'));
    expect(functions.map((f) => f.Properties.FunctionCode)).toEqual([SPA_REWRITE_CODE]);
  });

  it('sends security headers on every behaviour', () => {
    const config = distributionConfig(dev);
    const [[policyId, policy]] = Object.entries(
      templateResources<{ ResponseHeadersPolicyConfig: { SecurityHeadersConfig: SecurityHeaders } }>(dev.template, 'AWS::CloudFront::ResponseHeadersPolicy'),
    );
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, AccessControlMaxAgeSec: expect.any(Number) as unknown });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(JSON.stringify(headers.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
  });

  it('lets the page reach its own origin and the Cognito endpoint of its region, and nothing else by default', () => {
    const csp = contentSecurityPolicy('eu-west-2');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.eu-west-2\.amazonaws\.com /);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('logs requests into the log bucket', () => {
    const config = distributionConfig(dev);
    expect(JSON.stringify(config.Logging.Bucket)).toContain(logicalId(dev.stack.storage.logs));
  });

  it('writes config.json next to the site at deploy time', () => {
    const [deployment] = Object.values(
      templateResources<{ SourceObjectKeys: unknown[]; SourceMarkers: unknown; DistributionPaths: string[] }>(dev.template, 'Custom::CDKBucketDeployment'),
    );
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    expect(markers).toContain(logicalId(dev.stack.auth.userPool));
    expect(markers).toContain(logicalId(dev.stack.auth.webClient));
    expect(deployment.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('serves a custom domain with its us-east-1 certificate and TLS 1.2 at least, and lets it use the buckets', () => {
    const config = distributionConfig(withDomain);
    expect(config.Aliases).toEqual(['portal.example.com']);
    expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    const cors = Object.values(templateResources<{ CorsConfiguration?: { CorsRules: { AllowedOrigins: string[] }[] } }>(withDomain.template, 'AWS::S3::Bucket')).flatMap((b) => b.Properties.CorsConfiguration?.CorsRules ?? []);
    expect(cors.map((rule) => rule.AllowedOrigins)).toEqual([['https://portal.example.com'], ['https://portal.example.com']]);
  });

  it('deploys a placeholder page and warns when the front end is not built', () => {
    expect(printedWhileUnbuilt).toContain('npm run build:web');
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    expect(Annotations.fromStack(unbuilt.stack).findWarning('/Portal-test/Site', Match.stringLikeRegexp('npm run build:web'))).toHaveLength(1);
    Annotations.fromStack(dev.stack).hasNoWarning('*', Match.stringLikeRegexp('npm run build:web'));
  });
});
