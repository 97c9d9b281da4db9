import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The Content-Security-Policy of the site: everything from its own origin, plus the Cognito
 * endpoint Amplify signs in against and the region's S3 endpoints the browser reaches through
 * signed URLs. Naming the data buckets themselves would make a cycle: their CORS names the
 * distribution, which carries this policy.
 */
export function contentSecurityPolicy(region: string): string {
  const connect = ["'self'", `https://cognito-idp.${region}.amazonaws.com`, `https://*.s3.${region}.amazonaws.com`];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Cloudscape and React set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every response, from the site and from the API alike. */
export function securityHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Broker portal security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true, override: true },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(Stack.of(scope).region), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
  });
}
