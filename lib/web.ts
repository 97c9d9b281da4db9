import { Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { acknowledge } from './nag';
import { securityHeadersPolicy } from './security-headers';
import { API_PATH_PREFIXES, SPA_REWRITE_CODE } from './site-paths';

/** Paths the browser sends to the API through the same origin as the site. */
export const API_PATHS = API_PATH_PREFIXES.map((prefix) => `${prefix}*`);


export interface WebProps {
  readonly stage: Pick<StageConfig, 'domain'>;
  readonly siteBucket: IBucket;
  readonly logBucket: IBucket;
  readonly httpApi: IHttpApi;
  /** The edge's web ACL (lib/edge-protection.ts, in us-east-1). */
  readonly webAclArn: string;
}

/**
 * CloudFront in front of everything, so the browser talks to one origin: the site bucket (origin
 * access control) on the default behaviour, with the SPA rewrite, and the HTTP API on the API paths,
 * uncached, with every viewer header but Host (API Gateway routes on its own host name).
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  /** The origins the site is served from, e.g. for CORS on the data buckets. */
  readonly siteOrigins: readonly string[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders');
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });
    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // With caching disabled, this managed policy forwards Authorization too.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    const domain = props.stage.domain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Broker portal',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(API_PATHS.map((pattern) => [pattern, apiBehavior])),
      // CloudFront fixes the policy of its default certificate; a custom domain gets TLS 1.2 (2021).
      minimumProtocolVersion: domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      domainNames: domain ? [...domain.names] : undefined,
      certificate: domain ? Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn) : undefined,
    });
    this.siteOrigins = domain ? domain.names.map((name) => `https://${name}`) : [`https://${this.distribution.distributionDomainName}`];

    acknowledge(this.distribution, 'CFR1', 'Brokers across the UK and abroad use the portal; every request is authenticated, so there is no geography to restrict to.');
    if (!domain) {
      acknowledge(this.distribution, 'CFR4', 'Without a custom domain the stage uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with a domain the distribution requires TLS 1.2 (2021).');
    }
  }
}
