import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { parseStages, type StageConfig, type StageName } from '../../lib/stage-config';
import { ROUTES } from '../../lambdas/routes';
import { PortalStack, PROJECT_ROOT } from '../../lib/portal-stack';

/** The context of cdk.json (stages and feature flags), so tests synthesize what `cdk synth` does. */
export function cdkContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
}

export interface TestAppOptions {
  /** CDK's own CloudFormation checks (cycles, schema); slow, so only the cdk-nag tests ask for them. */
  readonly cloudFormationValidation?: boolean;
}

const outdirs: string[] = [];
// Each assembly holds copies of the site and CDK's layers (tens of MB): remove them after the file.
afterAll(() => outdirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** An app with cdk.json's context and Lambda bundling skipped, writing to a fresh temporary folder. */
export function testApp(options: TestAppOptions = {}): App {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cdk-'));
  outdirs.push(outdir);
  return new App({
    context: { ...cdkContext(), 'aws:cdk:bundling-stacks': [] },
    outdir,
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
}

/** A cdk-nag finding: the rule broken and the construct breaking it. */
export interface NagFinding {
  readonly rule: string;
  readonly path: string;
}

/** Synthesizes `app` as `cdk synth` does with cdk-nag's AwsSolutions checks, and returns what the validation report lists. */
export function nagFindings(app: App): NagFinding[] {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // A failed validation is told through the report; CDK also prints it, which would bury the test's own output.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    app.synth();
  } catch (error) {
    if (!/ValidationFailed|Validation failed/.test(String(error))) throw error;
  } finally {
    quiet.mockRestore();
  }
  const reportFile = path.join(app.outdir, 'validation-report.json');
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    pluginReports: { violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((v) => v.violatingConstructs.map((c) => ({ rule: v.ruleName, path: c.constructPath }))),
  );
}

export interface StageFixture {
  readonly app: App;
  readonly stack: PortalStack;
  readonly template: Template;
}

/** A stand-in for the built site, so the stack tests do not depend on whether `frontend/dist` was built. */
export function builtSiteFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
  outdirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Broker portal</title>');
  return dir;
}

/** A web ACL's ARN for a portal stack built without its edge stack (lib/edge-protection.test.ts builds the two together). */
export const STAND_IN_WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/broker-portal-test/00000000-0000-0000-0000-000000000000';

/** Builds one stage's stack as bin/portal.ts does, with the real route table and optional changes to the stage. */
export function synthStage(name: StageName, siteDir: string = builtSiteFixture(), changes: Partial<StageConfig> = {}): StageFixture {
  const app = testApp();
  const stage = { ...parseStages(cdkContext().stages, {})[name], ...changes };
  const stack = new PortalStack(app, `Portal-${name}`, { stage, routes: ROUTES, siteDir, webAclArn: STAND_IN_WEB_ACL_ARN });
  return { app, stack, template: Template.fromStack(stack) };
}

/** The template's logical id of a construct's CloudFormation resource. */
export const logicalId = (construct: IConstruct): string => {
  const resource = construct.node.defaultChild ?? construct;
  return Stack.of(construct).getLogicalId(resource as CfnElement);
};

/** A resource of a synthesized template; `P` is the shape of the properties a test reads, as CDK types the template as bare JSON. */
export interface TemplateResource<P = Record<string, unknown>> {
  readonly Type: string;
  readonly Properties: P;
  readonly DependsOn?: readonly string[];
  readonly DeletionPolicy?: string;
}

/** The template's resources by logical id: all of them, or those of one CloudFormation type. */
export function templateResources<P = Record<string, unknown>>(template: Template, type?: string): Record<string, TemplateResource<P>> {
  const all = type ? template.findResources(type) : (template.toJSON() as { Resources: Record<string, unknown> }).Resources;
  return all as Record<string, TemplateResource<P>>;
}

/** Every logical id a CloudFormation value refers to through Ref or Fn::GetAtt. */
export function referencedIds(value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.Ref === 'string') ids.add(record.Ref);
    if (Array.isArray(record['Fn::GetAtt'])) ids.add(record['Fn::GetAtt'][0] as string);
    Object.values(record).forEach(visit);
  };
  visit(value);
  return ids;
}
