import { runOpsCommand } from './register';

describe('npm run ops', () => {
  it('takes --date only for renewals, and only as a calendar day written YYYY-MM-DD', async () => {
    await expect(runOpsCommand(['renewals', '--local', '--date', '20/01/2027'])).rejects.toThrow('--date must be a calendar day as YYYY-MM-DD, not "20/01/2027"');
    await expect(runOpsCommand(['renewals', '--local', '--date', '2027-02-30'])).rejects.toThrow('--date must be a calendar day');
    await expect(runOpsCommand(['rebuild-register', '--local', '--date', '2027-01-20'])).rejects.toThrow('--date is for the renewals command only');
  });

  it('names the renewals command in its usage', async () => {
    const printed: string[] = [];
    await runOpsCommand(['--help'], (line) => printed.push(line));
    expect(printed.join('\n')).toContain('npm run ops -- renewals (--local | --stage dev|test|prod) [--date YYYY-MM-DD]');
  });
});
