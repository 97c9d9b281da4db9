import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handlerSourceOf, loadLambdaHandler } from './handler-source';

type Handler = () => Promise<Record<string, unknown>>;

const ASSET = 'asset.0123abcd';
const assemblies: string[] = [];
afterAll(() => assemblies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A cloud assembly as CDK writes one: a portal stack whose GET /api/users/{id} Lambda runs `bundle` with `variables`. */
function assemblyOf(bundle: string, variables: Record<string, unknown>, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-assembly-test-'));
  assemblies.push(dir);
  const template = {
    Resources: {
      Users: { Type: 'AWS::DynamoDB::Table', Properties: {} },
      Route: { Type: 'AWS::ApiGatewayV2::Route', Properties: { RouteKey: 'GET /api/users/{id}', Target: { 'Fn::Join': ['', ['integrations/', { Ref: 'Integration' }]] } } },
      Integration: { Type: 'AWS::ApiGatewayV2::Integration', Properties: { IntegrationUri: { 'Fn::GetAtt': ['UserFunction', 'Arn'] } } },
      UserFunction: {
        Type: 'AWS::Lambda::Function',
        Properties: { Handler: 'index.handler', Code: { S3Bucket: 'assets', S3Key: '0123abcd.zip' }, Environment: { Variables: variables } },
      },
    },
    Outputs: { TableUsers: { Value: { Ref: 'Users' } } },
  };
  writeFileSync(path.join(dir, 'Portal-dev.template.json'), JSON.stringify(template));
  writeFileSync(path.join(dir, 'Portal-dev.assets.json'), JSON.stringify({ files: { '0123abcd': { source: { path: ASSET, packaging: 'zip' } } } }));
  for (const [name, content] of Object.entries({ 'index.js': bundle, ...files })) {
    mkdirSync(path.dirname(path.join(dir, ASSET, name)), { recursive: true });
    writeFileSync(path.join(dir, ASSET, name), content);
  }
  return dir;
}

const readsEnvironment = "exports.handler = async () => ({ ...process.env });";

describe('where the local stack loads a handler from', () => {
  it('takes the sources unless PORTAL_HANDLERS names a cloud assembly, and refuses anything else', () => {
    expect(handlerSourceOf({})).toEqual({ kind: 'source' });
    expect(handlerSourceOf({ PORTAL_HANDLERS: 'assembly:cdk.out' })).toEqual({ kind: 'assembly', dir: path.resolve('cdk.out') });
    expect(() => handlerSourceOf({ PORTAL_HANDLERS: 'bundles' })).toThrow('PORTAL_HANDLERS must be');
  });

  it("gives a bundle only its template's variables, references named as the emulators name them, and the runtime's", async () => {
    const dir = assemblyOf(readsEnvironment, { TABLE_USERS: { Ref: 'Users' }, USERS_ARN: { 'Fn::GetAtt': ['Users', 'Arn'] }, POWERTOOLS_SERVICE_NAME: 'broker-portal' });
    const environment = await loadLambdaHandler<Handler>('users/get-current-user', { kind: 'assembly', dir })();
    expect(environment).toEqual({
      TABLE_USERS: 'local-users',
      USERS_ARN: 'arn:aws:dynamodb:eu-west-2:000000000000:table/local-users',
      POWERTOOLS_SERVICE_NAME: 'broker-portal',
      ...Object.fromEntries(['AWS_REGION', 'POWERTOOLS_LOG_LEVEL'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
    });
    expect(environment).not.toHaveProperty('PATH');
  });

  it("takes a stage setting's value from the local stage, and fails when the local stack sets none", () => {
    const dir = assemblyOf(readsEnvironment, { ESIGN_ENABLED: 'true' });
    const previous = process.env.ESIGN_ENABLED;
    delete process.env.ESIGN_ENABLED;
    try {
      expect(() => loadLambdaHandler('users/get-current-user', { kind: 'assembly', dir })).toThrow('ESIGN_ENABLED: the local stack sets no value');
    } finally {
      if (previous !== undefined) process.env.ESIGN_ENABLED = previous;
    }
  });

  it('fails on a reference the local stack cannot name, a module the assembly does not run, and a package the asset does not hold', () => {
    const unresolved = assemblyOf(readsEnvironment, { QUEUE_URL: { Ref: 'FailureQueue' } });
    expect(() => loadLambdaHandler('users/get-current-user', { kind: 'assembly', dir: unresolved })).toThrow('QUEUE_URL: the local stack has no counterpart of FailureQueue');
    const dir = assemblyOf("require('papaparse'); exports.handler = async () => ({});", {});
    expect(() => loadLambdaHandler('lookups/get-lookup', { kind: 'assembly', dir })).toThrow('has no Lambda running lambdas/lookups/get-lookup');
    expect(() => loadLambdaHandler('users/get-current-user', { kind: 'assembly', dir })).toThrow('requires papaparse, which the asset does not hold');
  });

  it("loads a package shipped beside the bundle in the asset's node_modules", async () => {
    const dir = assemblyOf("const { rows } = require('exceljs'); exports.handler = async () => ({ rows });", {}, { 'node_modules/exceljs/index.js': 'exports.rows = 3;' });
    await expect(loadLambdaHandler<Handler>('users/get-current-user', { kind: 'assembly', dir })()).resolves.toEqual({ rows: 3 });
  });
});
