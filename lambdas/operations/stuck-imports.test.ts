import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { tableEnvName } from '../shared/resources';

const dynamo = mockClient(DynamoDBDocumentClient);
process.env[tableEnvName('fileimports')] = 'test-fileimports';
process.env.AWS_REGION ??= 'eu-west-2';
process.env.POWERTOOLS_METRICS_NAMESPACE = 'BrokerPortal/test';
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the table name is set above; an import would be hoisted before it
const { handler } = require('./stuck-imports') as { handler: (event: unknown) => Promise<void> };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const open = (id: string, importstatus: number, lastMovedMinutesAgo: number) => ({ id, importstatus, audit: [{ at: minutesAgo(60) }, { at: minutesAgo(lastMovedMinutesAgo) }] });

/** The embedded-metric-format lines the handler wrote to stdout, as CloudWatch reads them. */
async function publishedBy(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines.flatMap((line) => line.split('\n')).filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeEach(() => dynamo.reset());

describe('the stuck-import check', () => {
  it('reads only the validating and processing imports by the sparse inPipeline index and publishes how many are past their lease', async () => {
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':status': 2 } }).resolves({ Items: [open('v-stuck', 2, 10), open('v-running', 2, 1)] });
    // Processing answers in two pages: both are read.
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':status': 8 } })
      .resolvesOnce({ Items: [open('p-stuck', 8, 20)], LastEvaluatedKey: { id: 'p-stuck' } })
      .resolvesOnce({ Items: [open('p-running', 8, 2)] });

    const [emf] = await publishedBy(() => handler({}));

    expect(emf).toMatchObject({ StuckImports: 2, service: 'broker-portal' });
    expect(JSON.stringify(emf._aws)).toContain('"Namespace":"BrokerPortal/test"');
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries.every((query) => query.IndexName === 'inPipeline' && query.TableName === 'test-fileimports')).toBe(true);
    expect(queries.map((query) => Number(query.ExpressionAttributeValues?.[':status'])).sort()).toEqual([2, 8, 8]);
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('publishes 0 when nothing is stuck, so the alarm reads a figure every period', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [open('p-running', 8, 1)] });
    const [emf] = await publishedBy(() => handler({}));
    expect(emf).toMatchObject({ StuckImports: 0 });
  });

  it('fails, publishing nothing, when the table cannot be read, so its error alarm fires instead', async () => {
    dynamo.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const published = await publishedBy(() => expect(handler({})).rejects.toThrow('ProvisionedThroughputExceededException'));
    expect(published).toEqual([]);
  });
});
