import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { acknowledge } from './nag';
import { PASSWORD_POLICY } from '../domain/password-policy';

export interface AuthProps {
  readonly stage: Pick<StageConfig, 'name' | 'removalPolicy'>;
}

/**
 * The user pool: operations create every user (no self sign-up), so Cognito forces a new password
 * at the first sign-in; people sign in by email; MFA is each user's choice of TOTP or SMS.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const retain = props.stage.removalPolicy === 'retain';
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `broker-portal-${props.stage.name}`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: true },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      // The site signs in with Amplify's SRP and password flows; there is no hosted UI to redirect to.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(1),
    });
    acknowledge(
      this.userPool,
      'COG2',
      'The product makes MFA each user\'s choice (TOTP or SMS), per the specification; threat protection (Plus plan, full function) adds adaptive challenges for risky sign-ins.',
    );
    const smsRole = this.userPool.node.findChild('smsRole');
    acknowledge(
      smsRole,
      'IAM5[Resource::*]',
      'Cognito sends SMS codes to users\' phone numbers; SNS direct publishing to a phone number has no resource ARN to scope to. The role is assumable only by Cognito with this pool\'s external id.',
    );
  }
}
