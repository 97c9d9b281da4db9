import { Stack, Validations } from 'aws-cdk-lib';
import type { PolicyDocument } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/** Acknowledges one cdk-nag AwsSolutions finding on one construct (and its children), with the reason. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/** cdk-nag's flat spelling of a CloudFormation value: `<Logical.Arn>/*` for a GetAtt joined with `/*`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/}/g, '>');
  const node = value as Record<string, unknown>;
  if (node['Fn::Join']) {
    const [delimiter, items] = node['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (node['Fn::Sub']) return flatten(node['Fn::Sub']);
  if (node['Fn::GetAtt']) {
    const [resource, attribute] = node['Fn::GetAtt'] as [string, string];
    return `<${resource}.${attribute}>`;
  }
  if (node.Ref) return `<${String(node.Ref)}>`;
  return JSON.stringify(value);
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Acknowledges each wildcard (AwsSolutions-IAM5) of a policy whose statements were reviewed, one
 * finding at a time, so a wildcard added later is still reported. Call after the last grant.
 */
export function acknowledgeWildcards(scope: IConstruct, document: PolicyDocument, reason: string): void {
  const resolved = Stack.of(scope).resolve(document.toJSON()) as { Statement?: Record<string, unknown>[] } | undefined;
  const findings = new Set<string>();
  for (const statement of resolved?.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of asArray(statement.Action as string | string[])) if (action.includes('*')) findings.add(`Action::${action}`);
    for (const resource of asArray(statement.Resource).map(flatten)) if (resource.includes('*')) findings.add(`Resource::${resource}`);
  }
  for (const finding of findings) acknowledge(scope, `IAM5[${finding}]`, reason);
}
