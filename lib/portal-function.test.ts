import * as path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { PortalFunction } from './portal-function';
import { PROJECT_ROOT } from './portal-stack';
import { logicalId, referencedIds, templateResources, testApp } from '../test/support/cdk-stage';

const stack = new Stack(testApp(), 'FunctionTest');
const imports = new Table(stack, 'Imports', {
  partitionKey: { name: 'id', type: AttributeType.STRING },
});
const users = new Table(stack, 'Users', { partitionKey: { name: 'id', type: AttributeType.STRING } });
// A table nothing binds: the policy must not name it.
new Table(stack, 'Untouched', { partitionKey: { name: 'id', type: AttributeType.STRING } });
const documents = new Bucket(stack, 'Documents');
const fn = new PortalFunction(stack, 'Handler', {
  entry: path.join(PROJECT_ROOT, 'lambdas', 'users', 'get-current-user.ts'),
  description: 'test',
  stage: { name: 'dev', logRetentionDays: 14, removalPolicy: 'destroy', providers: { postcodeLookup: { endpoint: 'simulator' } } },
});
fn.bindTable('users', users, 'read');
fn.bindTable('fileimports', imports, 'readWrite');
fn.bindBucket('documents', documents, 'read');
fn.setSetting('MAX_UPLOAD_BYTES', '1024');
const template = Template.fromStack(stack);
const policy = () =>
  Object.values(templateResources<{ PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }>(template, 'AWS::IAM::Policy'))[0].Properties.PolicyDocument;

describe('PortalFunction, the house Lambda', () => {
  it('runs Node.js 22 on arm64 with JSON logs, and source maps on so a logged error names the TypeScript line', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: logicalId(fn.logGroup) } },
      Environment: { Variables: Match.objectLike({ NODE_OPTIONS: '--enable-source-maps' }) },
    });
  });

  it('keeps its logs for the stage retention in its own log group', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 14 });
  });

  it('sets the variables the handler reads for each bound resource and setting', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          TABLE_USERS: { Ref: logicalId(users) },
          TABLE_FILEIMPORTS: { Ref: logicalId(imports) },
          BUCKET_DOCUMENTS: { Ref: logicalId(documents) },
          MAX_UPLOAD_BYTES: '1024',
        },
      },
    });
  });

  it('has no managed policies, only what was bound', () => {
    const roles = templateResources(template, 'AWS::IAM::Role');
    for (const role of Object.values(roles)) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(referencedIds(policy())).toEqual(
      new Set([logicalId(fn.logGroup), logicalId(users), logicalId(imports), logicalId(documents)]),
    );
  });

  it('may write a table bound read/write, and only read one bound for reading', () => {
    const statements = policy().Statement;
    const actionsOn = (table: Table) =>
      statements.filter((s) => referencedIds(s.Resource).has(logicalId(table))).flatMap((s) => [s.Action].flat());
    expect(actionsOn(imports)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actionsOn(users)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actionsOn(users).filter((a) => /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('names the indexes of a table by name rather than by wildcard', () => {
    const resources = JSON.stringify(policy());
    expect(resources).toContain('/index/bySource');
    expect(resources).not.toContain('/index/*');
  });
});
