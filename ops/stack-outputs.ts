import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

/** A deployed stage's CloudFormation outputs, output key to value. */
export async function describeStackOutputs(stackName: string, region: string): Promise<Record<string, string>> {
  const client = new CloudFormationClient({ region });
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
    const outputs = Stacks?.[0]?.Outputs ?? [];
    return Object.fromEntries(outputs.flatMap((o) => (o.OutputKey && o.OutputValue !== undefined ? [[o.OutputKey, o.OutputValue]] : [])));
  } catch (error) {
    throw new Error(`DescribeStacks ${stackName} in ${region} failed: ${(error as Error).message}`);
  } finally {
    client.destroy();
  }
}
