import { readFileSync } from 'node:fs';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { localResolver, LOCAL_ARN_NAMING, readStack, type Template } from '../../local/assembly-functions';
import { handlerEnvironment } from '../../local/environment';
import type { RecordedCall } from '../../local/sdk-call-recorder';
import { SETTING_NAMES } from '../../lib/stage-settings';
import type { StageSetting } from '../../lambdas/routes';
import { unusedGrants, type UnusedGrant } from './unused-grants';

interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: string | string[];
}
interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: Statement[];
}

export interface FunctionVerdict {
  readonly function: string;
  readonly description: string;
  readonly allowed: number;
  readonly denied: readonly string[];
  /** Granted action and resource pairs no recorded call used, each with what explains it. */
  readonly unused: readonly UnusedGrant[];
}

/** Grants the Lambda service uses for the function (its logs and traces), never the handler's own calls. */
const RUNTIME_ACTIONS = /^(logs|xray):/;
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** A function's role policies as the template writes them, references resolved as the local stack names things. */
function rolePolicies(template: Template, functionId: string): PolicyDocument {
  const resolve = localResolver(template, true);
  const roleId = ((template.Resources[functionId].Properties?.Role as { 'Fn::GetAtt': [string] }) ?? { 'Fn::GetAtt': [''] })['Fn::GetAtt'][0];
  const attached = Object.values(template.Resources).filter(
    (resource) => resource.Type === 'AWS::IAM::Policy' && (resource.Properties?.Roles as { Ref?: string }[] | undefined)?.some((role) => role.Ref === roleId),
  );
  const inline = (template.Resources[roleId]?.Properties?.Policies as { PolicyDocument: { Statement: unknown[] } }[] | undefined) ?? [];
  const statements = [...attached.map((policy) => policy.Properties?.PolicyDocument as { Statement: unknown[] }), ...inline.map((policy) => policy.PolicyDocument)].flatMap(
    (document) => document.Statement as Record<string, unknown>[],
  );
  return {
    Version: '2012-10-17',
    Statement: statements.map((statement) => ({
      Effect: String(statement.Effect),
      Action: list(statement.Action as string | string[]),
      Resource: list(statement.Resource as unknown as string | string[]).map((resource) => resolve(resource, `${functionId} policy`)),
    })),
  };
}

/** The queues Lambda itself uses for the function: where it sends failed asynchronous events, and what it polls for it. */
function usedByLambda(template: Template, functionId: string): string[] {
  const resolve = localResolver(template, true);
  const ofFunction = (type: string) =>
    Object.values(template.Resources).filter((resource) => resource.Type === type && (resource.Properties?.FunctionName as { Ref?: string } | undefined)?.Ref === functionId);
  const destinations = ofFunction('AWS::Lambda::EventInvokeConfig').flatMap((config) => {
    const destination = (config.Properties?.DestinationConfig as { OnFailure?: { Destination?: unknown } } | undefined)?.OnFailure?.Destination;
    return destination === undefined ? [] : [resolve(destination, `${functionId} on-failure destination`)];
  });
  const polled = ofFunction('AWS::Lambda::EventSourceMapping').map((mapping) => resolve(mapping.Properties?.EventSourceArn, `${functionId} event source`));
  return [...destinations, ...polled];
}

/** The stage's secret names for the local ones, by the setting both name: a local call read the stage's secret. */
function stageSecretNames(template: Template, functionId: string): Map<string, string> {
  const local = handlerEnvironment({ dynamoUrl: '', s3Url: '', secretsManagerUrl: '', esignEnabled: true, quiet: true, outboxDir: '' });
  const variables = (template.Resources[functionId].Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
  return new Map(
    Object.entries(variables).flatMap(([name, value]) => (SETTING_NAMES.includes(name as StageSetting) && typeof value === 'string' && value && local[name] ? [[local[name], value]] : [])),
  );
}

/** Each function's recorded calls evaluated against its role's policies, and the grants no call used. */
export async function checkRecordedCalls(assemblyDir: string, callLog: string): Promise<FunctionVerdict[]> {
  const { template } = readStack(assemblyDir);
  const calls = readFileSync(callLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedCall);
  const byFunction = new Map<string, Set<string>>();
  for (const call of calls) byFunction.set(call.function, (byFunction.get(call.function) ?? new Set()).add(`${call.action} ${call.resource}`));
  const verdicts: FunctionVerdict[] = [];
  for (const [functionId, made] of byFunction) {
    const policy = rolePolicies(template, functionId);
    const secrets = stageSecretNames(template, functionId);
    const stageCalls = [...made].map((call) => [...secrets].reduce((text, [local, stage]) => text.replace(`:secret:${local}-`, `:secret:${stage}-`), call));
    const denied: string[] = [];
    for (const call of stageCalls) {
      const [action, resource] = call.split(' ');
      const result = await runSimulation(
        {
          request: { action, principal: `arn:aws:iam::${LOCAL_ARN_NAMING.account}:role/${functionId}`, resource: { resource, accountId: LOCAL_ARN_NAMING.account }, contextVariables: {} },
          identityPolicies: [{ name: 'role', policy }],
          serviceControlPolicies: [],
          resourceControlPolicies: [],
        },
        {},
      );
      if (result.resultType === 'error') denied.push(`${call} (not simulated: ${JSON.stringify(result.errors).slice(0, 200)})`);
      else if (result.overallResult !== 'Allowed') denied.push(`${call} (${result.overallResult})`);
    }
    const grants = policy.Statement.filter((statement) => statement.Effect === 'Allow').map((statement) => ({
      actions: list(statement.Action).filter((action) => !RUNTIME_ACTIONS.test(action)),
      resources: list(statement.Resource),
    }));
    const unused = unusedGrants(grants, stageCalls, usedByLambda(template, functionId));
    const description = String(template.Resources[functionId].Properties?.Description ?? functionId);
    verdicts.push({ function: functionId, description, allowed: stageCalls.length - denied.length, denied, unused });
  }
  return verdicts;
}
