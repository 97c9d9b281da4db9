/**
 * The action groups a function is granted on a table or a bucket, whole: the CDK code grants exactly
 * these, and test:assembly explains a granted action no test used by the group it came in, so the two cannot drift.
 */
export const GRANT_GROUPS = {
  'table read': ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  'table write': ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
  'bucket listing': ['s3:ListBucket'],
  'objects read': ['s3:GetObject'],
  'objects write': ['s3:PutObject', 's3:DeleteObject'],
} as const satisfies Record<string, readonly string[]>;

export type GrantGroup = keyof typeof GRANT_GROUPS;

/** The actions of the groups named, in order. */
export const groupActions = (...groups: readonly GrantGroup[]): string[] => groups.flatMap((group) => GRANT_GROUPS[group]);
