import { groupActions } from '../../lib/grant-groups';
import { USED_BY_LAMBDA, unusedGrants } from './unused-grants';

const TABLE = 'arn:aws:dynamodb:eu-west-2:000000000000:table/portal-users';
const BUCKET = 'arn:aws:s3:::portal-documents';
const QUEUE = 'arn:aws:sqs:eu-west-2:000000000000:failures';
const explanations = (grants: ReturnType<typeof unusedGrants>) => Object.fromEntries(grants.map((unused) => [unused.grant, unused.explainedBy]));

describe('unusedGrants', () => {
  const tableGrant = { actions: groupActions('table read', 'table write'), resources: [TABLE, `${TABLE}/index/byEmail`] };

  it('explains an unused action of a table group by the group, when the function calls that table', () => {
    const unused = explanations(unusedGrants([tableGrant], [`dynamodb:Query ${TABLE}/index/byEmail`, `dynamodb:PutItem ${TABLE}`], []));
    expect(unused[`dynamodb:DeleteItem ${TABLE}`]).toBe('table write');
    expect(unused[`dynamodb:GetItem ${TABLE}/index/byEmail`]).toBe('table read');
    expect(unused).not.toHaveProperty([`dynamodb:PutItem ${TABLE}`]);
  });

  it('explains nothing of a table or bucket the function never calls', () => {
    const bucketGrants = [
      { actions: groupActions('bucket listing'), resources: [BUCKET] },
      { actions: groupActions('objects read'), resources: [`${BUCKET}/*`] },
    ];
    const unused = unusedGrants([tableGrant, ...bucketGrants], [`s3:GetObject ${BUCKET}/intermediary/101/file.csv`], []);
    expect(explanations(unused)[`s3:ListBucket ${BUCKET}`]).toBe('bucket listing');
    expect(unused.filter((grant) => grant.grant.startsWith('dynamodb:')).map((grant) => grant.explainedBy)).toEqual(Array(16).fill(null));
  });

  it('does not explain a stray action granted beside a group', () => {
    const stray = { actions: [...groupActions('table read'), 'dynamodb:Scan'], resources: [TABLE] };
    const unused = explanations(unusedGrants([stray], [`dynamodb:GetItem ${TABLE}`], []));
    expect(unused[`dynamodb:Scan ${TABLE}`]).toBeNull();
    expect(unused[`dynamodb:Query ${TABLE}`]).toBe('table read');
  });

  it('does not explain part of a group granted alone', () => {
    const partial = { actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], resources: [TABLE] };
    expect(explanations(unusedGrants([partial], [`dynamodb:GetItem ${TABLE}`], []))[`dynamodb:PutItem ${TABLE}`]).toBeNull();
  });

  it("explains a grant on the function's on-failure destination, which Lambda sends to", () => {
    const queueGrant = { actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes'], resources: [QUEUE] };
    expect(unusedGrants([queueGrant], [], [QUEUE]).map((grant) => grant.explainedBy)).toEqual([USED_BY_LAMBDA, USED_BY_LAMBDA]);
    expect(unusedGrants([queueGrant], [], []).map((grant) => grant.explainedBy)).toEqual([null, null]);
  });
});
