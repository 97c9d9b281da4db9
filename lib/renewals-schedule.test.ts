import { logicalId, referencedIds, synthStage, templateResources } from '../test/support/cdk-stage';

const prod = synthStage('prod');
const renewals = prod.stack.renewals;

describe('the renewals schedule', () => {
  it('invokes the renewals Lambda daily at 05:00 UK time with its own role, retries, and leaves a failed run in its dead-letter queue', () => {
    const schedules = Object.values(templateResources<{
      ScheduleExpression: string; ScheduleExpressionTimezone: string;
      Target: { Arn: unknown; RoleArn: unknown; DeadLetterConfig: { Arn: unknown }; RetryPolicy: { MaximumRetryAttempts: number } };
    }>(prod.template, 'AWS::Scheduler::Schedule')).map((resource) => resource.Properties);
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules;
    expect(schedule.ScheduleExpression).toBe('cron(0 5 * * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('Europe/London');
    expect(referencedIds(schedule.Target.Arn)).toEqual(new Set([logicalId(renewals.function.function)]));
    expect(referencedIds(schedule.Target.DeadLetterConfig.Arn)).toEqual(new Set([logicalId(renewals.deadLetters)]));
    expect(schedule.Target.RetryPolicy.MaximumRetryAttempts).toBe(2);
    const role = Object.entries(templateResources<{ AssumeRolePolicyDocument: { Statement: { Principal: { Service: string } }[] } }>(prod.template, 'AWS::IAM::Role'))
      .find(([id]) => referencedIds(schedule.Target.RoleArn).has(id))!;
    expect(role[1].Properties.AssumeRolePolicyDocument.Statement[0].Principal.Service).toBe('scheduler.amazonaws.com');
  });

  it('alarms when a run lands in the dead-letter queue, and grants the job only what it reads and writes', () => {
    const alarm = templateResources<{ Dimensions: unknown }>(prod.template, 'AWS::CloudWatch::Alarm')[logicalId(renewals.failureAlarm)].Properties;
    expect(referencedIds(alarm.Dimensions)).toEqual(new Set([logicalId(renewals.deadLetters)]));
    const variables = templateResources<{ Environment: { Variables: Record<string, unknown> } }>(prod.template, 'AWS::Lambda::Function')[logicalId(renewals.function.function)].Properties.Environment.Variables;
    expect(Object.keys(variables).filter((name) => /^(TABLE|BUCKET)_/.test(name)).sort()).toEqual(['BUCKET_IMPORTS', 'TABLE_CONTRACTS', 'TABLE_FILEIMPORTS']);
    expect(variables.RENEWAL_WINDOW_DAYS).toBe('90');
  });
});
