import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, routeKey, type StageSetting } from '../lambdas/routes';
import { BUCKET_NAMES, TABLE_NAMES } from '../lambdas/shared/resources';
import { SETTING_NAMES } from '../lib/stage-settings';
import { LOCAL_REGION, physicalBucketName, physicalTableName } from './names';

interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}
export interface Template {
  readonly Resources: Record<string, TemplateResource>;
  readonly Outputs?: Record<string, { readonly Value: unknown }>;
}
interface FunctionProperties {
  readonly Handler: string;
  readonly Description?: string;
  readonly Code: { readonly S3Key?: string };
  readonly Environment?: { readonly Variables?: Record<string, unknown> };
}

/** One Lambda of a synthesized stack, as the local stack runs it. */
export interface AssemblyFunction {
  readonly logicalId: string;
  /** The bundled file the runtime loads and the export it calls (`index.handler`: index.js, handler). */
  readonly file: string;
  readonly exportName: string;
  /** Its environment as the template sets it, the stack's resources named as the emulators name them. */
  environment(localEnv: NodeJS.ProcessEnv): Record<string, string>;
}

const LOCAL_ACCOUNT = '000000000000';
/** How the local stack names ARNs: its region, and an account of zeros. */
export const LOCAL_ARN_NAMING = { region: LOCAL_REGION, account: LOCAL_ACCOUNT } as const;
const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const refOf = (value: unknown) => (value as { Ref?: string } | undefined)?.Ref;

/** The one portal stack a cloud assembly folder holds: its template and the folder's asset manifest. */
export function readStack(assemblyDir: string): { template: Template; assetPaths: Record<string, string> } {
  const templates = readdirSync(assemblyDir).filter((file) => /^Portal-[^.]+\.template\.json$/.test(file) && !file.includes('-Edge.'));
  if (templates.length !== 1) throw new Error(`${assemblyDir} must hold exactly one portal stack's template; it holds ${templates.length}`);
  const stackName = templates[0].replace(/\.template\.json$/, '');
  const template = JSON.parse(readFileSync(path.join(assemblyDir, templates[0]), 'utf8')) as Template;
  const manifest = JSON.parse(readFileSync(path.join(assemblyDir, `${stackName}.assets.json`), 'utf8')) as { files: Record<string, { source: { path: string } }> };
  const assetPaths = Object.fromEntries(Object.entries(manifest.files).map(([hash, file]) => [hash, path.join(assemblyDir, file.source.path)]));
  return { template, assetPaths };
}

/** The emulators' name for each table and bucket, found through the outputs the stack publishes them by (Table<Name>, Bucket<Name>), as operations find them. */
function localResourceNames(template: Template): Map<string, { readonly name: string; readonly arn: string }> {
  const names = new Map<string, { name: string; arn: string }>();
  const published = (key: string) => refOf(template.Outputs?.[key]?.Value);
  for (const table of TABLE_NAMES) {
    const id = published(`Table${capitalise(table)}`);
    if (id) names.set(id, { name: physicalTableName(table), arn: `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${physicalTableName(table)}` });
  }
  for (const bucket of BUCKET_NAMES) {
    const id = published(`Bucket${capitalise(bucket)}`);
    if (id) names.set(id, { name: physicalBucketName(bucket), arn: `arn:aws:s3:::${physicalBucketName(bucket)}` });
  }
  return names;
}

const PSEUDO_PARAMETERS: Record<string, string> = { 'AWS::Region': LOCAL_REGION, 'AWS::AccountId': LOCAL_ACCOUNT, 'AWS::Partition': 'aws', 'AWS::URLSuffix': 'amazonaws.com' };

/**
 * A template value with its references (Ref, Fn::GetAtt Arn, Fn::Join) resolved to the emulators' names; anything else fails,
 * or, `lenient`, stays a name no call matches (a policy's grant on a log group or a queue the local stack has no counterpart of).
 */
export function localResolver(template: Template, lenient = false) {
  const names = localResourceNames(template);
  const resolve = (value: unknown, variable: string): string => {
    if (lenient) {
      try {
        return strict(value, variable);
      } catch {
        return `unresolved:${JSON.stringify(value)}`;
      }
    }
    return strict(value, variable);
  };
  const strict = (value: unknown, variable: string): string => {
    if (typeof value === 'string') return value;
    const node = value as Record<string, unknown>;
    const ref = refOf(node);
    if (ref !== undefined) {
      const resolved = names.get(ref)?.name ?? PSEUDO_PARAMETERS[ref];
      if (resolved === undefined) throw new Error(`${variable}: the local stack has no counterpart of ${ref}`);
      return resolved;
    }
    const getAtt = node['Fn::GetAtt'] as [string, string] | undefined;
    if (getAtt) {
      const resource = names.get(getAtt[0]);
      if (!resource || getAtt[1] !== 'Arn') throw new Error(`${variable}: the local stack has no counterpart of ${getAtt.join('.')}`);
      return resource.arn;
    }
    const join = node['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map((part) => resolve(part, variable)).join(join[0]);
    throw new Error(`${variable}: cannot resolve ${JSON.stringify(value)} locally`);
  };
  return resolve;
}

/** The function each handler module runs in: an API route's by the route the HTTP API sends to it, a pipeline handler's by its description. */
function functionIdsByModule(template: Template): Map<string, string> {
  const ids = new Map<string, string>();
  const resources = Object.values(template.Resources);
  for (const route of resources.filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route')) {
    const definition = ROUTES.find((candidate) => routeKey(candidate) === route.Properties?.RouteKey);
    const target = route.Properties?.Target as { 'Fn::Join'?: [string, unknown[]] } | undefined;
    const integrationId = refOf(target?.['Fn::Join']?.[1][1]);
    const integration = integrationId ? template.Resources[integrationId] : undefined;
    const functionId = (integration?.Properties?.IntegrationUri as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
    if (definition && functionId) ids.set(definition.handler, functionId);
  }
  for (const [id, resource] of Object.entries(template.Resources)) {
    const description = (resource.Properties as Partial<FunctionProperties> | undefined)?.Description;
    const pipelineModule = resource.Type === 'AWS::Lambda::Function' && typeof description === 'string' ? /^Import pipeline: (.+)$/.exec(description)?.[1] : undefined;
    if (pipelineModule) ids.set(pipelineModule, id);
  }
  return ids;
}

/** Every handler module's Lambda in the portal stack of a cloud assembly folder (`cdk synth`'s output, bundles and all). */
export function assemblyFunctions(assemblyDir: string, runtimeVariables: readonly string[]): ReadonlyMap<string, AssemblyFunction> {
  const { template, assetPaths } = readStack(assemblyDir);
  const resolve = localResolver(template);
  const functions = new Map<string, AssemblyFunction>();
  for (const [module, logicalId] of functionIdsByModule(template)) {
    const properties = template.Resources[logicalId].Properties as unknown as FunctionProperties;
    const assetDir = assetPaths[properties.Code.S3Key?.replace(/\.zip$/, '') ?? ''];
    if (!assetDir) throw new Error(`${logicalId} (${module}): no asset in ${assemblyDir} for its code ${JSON.stringify(properties.Code)}`);
    const [fileName, exportName] = properties.Handler.split('.');
    functions.set(module, {
      logicalId,
      file: path.join(assetDir, `${fileName}.js`),
      exportName,
      environment: (localEnv) => {
        const variables: Record<string, string> = {};
        for (const name of runtimeVariables) if (localEnv[name] !== undefined) variables[name] = localEnv[name];
        for (const [name, value] of Object.entries(properties.Environment?.Variables ?? {})) {
          // The template says the function gets a stage setting; the local stage says its value, as a deployment of that stage would.
          const local = SETTING_NAMES.includes(name as StageSetting) ? localEnv[name] : resolve(value, `${logicalId} ${name}`);
          if (local === undefined) throw new Error(`${logicalId} ${name}: the local stack sets no value for this stage setting`);
          variables[name] = local;
        }
        return variables;
      },
    });
  }
  return functions;
}
