import { GRANT_GROUPS } from '../../lib/grant-groups';

/** One allowed statement of a function's role: its actions on its resources (ARN patterns). */
export interface GrantStatement {
  readonly actions: readonly string[];
  readonly resources: readonly string[];
}

/** A granted action and resource no recorded call used, and why it is granted all the same (null: nothing explains it). */
export interface UnusedGrant {
  readonly grant: string;
  readonly explainedBy: string | null;
}

/** What Lambda itself uses for the function (the queue it sends failed events to, the queue it polls for it), which no handler call ever names. */
export const USED_BY_LAMBDA = 'used by Lambda itself: an on-failure destination or a queue it polls';

const wildcard = (pattern: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/** The table or bucket an ARN is in: a table's indexes are the table's, a bucket's objects the bucket's. */
const dataResource = (arn: string) =>
  arn.replace(/^(arn:aws:s3:::[^/]+)\/.*$/, '$1').replace(/^(arn:aws:dynamodb:[^:]*:[^:]*:table\/[^/]+)\/.*$/, '$1');

/**
 * Each granted action and resource that none of `calls` ("action resource") used, with its explanation: the grant group it
 * came in whole, on a table or bucket the function did call (a grant on one it never touches is one to remove),
 * or a queue Lambda itself uses for the function.
 */
export function unusedGrants(statements: readonly GrantStatement[], calls: readonly string[], usedByLambda: readonly string[]): UnusedGrant[] {
  const touched = new Set(calls.map((call) => dataResource(call.slice(call.indexOf(' ') + 1))));
  return statements.flatMap((statement) => {
    const groups = Object.entries(GRANT_GROUPS).filter(([, actions]) => actions.every((action) => statement.actions.includes(action)));
    return statement.actions.flatMap((action) =>
      statement.resources
        .filter((resource) => !calls.some((call) => wildcard(`${action} ${resource}`).test(call)))
        .map((resource) => {
          const group = groups.find(([, actions]) => (actions as readonly string[]).includes(action))?.[0];
          const explainedBy = usedByLambda.includes(resource) ? USED_BY_LAMBDA : group && touched.has(dataResource(resource)) ? group : null;
          return { grant: `${action} ${resource}`, explainedBy };
        }),
    );
  });
}
