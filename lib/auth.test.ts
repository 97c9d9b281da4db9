import { Match } from 'aws-cdk-lib/assertions';
import { synthStage, templateResources } from '../test/support/cdk-stage';

const { template } = synthStage('dev');
const prod = synthStage('prod').template;

describe('Auth, the user pool', () => {
  it('lets only administrators create users, so the first sign-in forces a new password', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('signs people in by email', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { UsernameAttributes: ['email'] });
  });

  it('offers optional MFA by TOTP or SMS, with a role Cognito uses to send SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: Match.arrayEquals(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
      SmsConfiguration: { SnsCallerArn: Match.anyValue(), ExternalId: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'cognito-idp.amazonaws.com' } })],
      }),
    });
  });

  it('requires strong passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('runs threat protection on the Plus plan', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('has a web client without a secret using SRP and USER_PASSWORD_AUTH', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
    const [client] = Object.values(templateResources(template, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties.AllowedOAuthFlows).toBeUndefined();
  });

  it('keeps the pool in prod and lets other stages remove it', () => {
    prod.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }) });
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Delete', Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }) });
  });
});
