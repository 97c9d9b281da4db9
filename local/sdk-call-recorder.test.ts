import { callsOf } from './sdk-call-recorder';

const naming = { region: 'eu-west-2', account: '000000000000' };
const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const table = (name: string) => `arn:aws:dynamodb:eu-west-2:000000000000:table/${name}`;

describe('the AWS calls a request to an emulator stands for', () => {
  it('reads DynamoDB operations from the target, with the table, index or every table a batch or transaction names', () => {
    expect(callsOf('POST', '/', 'DynamoDB_20120810.Query', json({ TableName: 'local-fileimports', IndexName: 'byStatus' }), naming)).toEqual([
      { action: 'dynamodb:Query', resource: `${table('local-fileimports')}/index/byStatus` },
    ]);
    expect(callsOf('POST', '/', 'DynamoDB_20120810.BatchWriteItem', json({ RequestItems: { 'local-contracts': [], 'local-meterpoints': [] } }), naming)).toEqual([
      { action: 'dynamodb:BatchWriteItem', resource: table('local-contracts') },
      { action: 'dynamodb:BatchWriteItem', resource: table('local-meterpoints') },
    ]);
    expect(
      callsOf('POST', '/', 'DynamoDB_20120810.TransactWriteItems', json({ TransactItems: [{ Put: { TableName: 'local-users' } }, { ConditionCheck: { TableName: 'local-reference' } }] }), naming),
    ).toEqual([
      { action: 'dynamodb:PutItem', resource: table('local-users') },
      { action: 'dynamodb:ConditionCheckItem', resource: table('local-reference') },
    ]);
  });

  it('reads path-style S3 requests, signed or presigned, as object or bucket actions; a CORS preflight is none', () => {
    expect(callsOf('PUT', '/local-documents/101/a%20b.txt?X-Amz-Signature=x', '', Buffer.alloc(0), naming)).toEqual([{ action: 's3:PutObject', resource: 'arn:aws:s3:::local-documents/101/a b.txt' }]);
    expect(callsOf('GET', '/local-imports?list-type=2&prefix=101%2F', '', Buffer.alloc(0), naming)).toEqual([{ action: 's3:ListBucket', resource: 'arn:aws:s3:::local-imports' }]);
    expect(callsOf('POST', '/local-imports?delete', '', Buffer.from('<Delete><Object><Key>101/x.csv</Key></Object></Delete>'), naming)).toEqual([
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::local-imports/101/x.csv' },
    ]);
    expect(callsOf('OPTIONS', '/local-imports/101/x.csv', '', Buffer.alloc(0), naming)).toEqual([]);
  });

  it("names a secret by the ARN Secrets Manager gives it, six characters after its name", () => {
    expect(callsOf('POST', '/', 'secretsmanager.GetSecretValue', json({ SecretId: 'local/esign-webhook' }), naming)).toEqual([
      { action: 'secretsmanager:GetSecretValue', resource: 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:local/esign-webhook-AbCdEf' },
    ]);
  });
});
