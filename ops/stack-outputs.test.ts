import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { describeStackOutputs } from './stack-outputs';

const cloudFormation = mockClient(CloudFormationClient);

beforeEach(() => cloudFormation.reset());

describe('stack outputs', () => {
  it('answers the named stack outputs by key', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'Portal-dev' }).resolves({
      Stacks: [{ StackName: 'Portal-dev', CreationTime: new Date(), StackStatus: 'CREATE_COMPLETE', Outputs: [
        { OutputKey: 'UserPoolId', OutputValue: 'eu-west-2_abc' },
        { OutputKey: 'TableUsers', OutputValue: 'Portal-dev-Users1' },
      ] }],
    });
    expect(await describeStackOutputs('Portal-dev', 'eu-west-2')).toEqual({ UserPoolId: 'eu-west-2_abc', TableUsers: 'Portal-dev-Users1' });
  });

  it('names the stack and region when the call fails', async () => {
    cloudFormation.on(DescribeStacksCommand).rejects(new Error('Stack with id Portal-qa does not exist'));
    await expect(describeStackOutputs('Portal-qa', 'eu-west-2')).rejects.toThrow('DescribeStacks Portal-qa in eu-west-2 failed: Stack with id Portal-qa does not exist');
  });
});
