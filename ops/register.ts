import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { calendarDate, ukCalendarDate } from '../domain/calendar-date';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../domain/renewals';
import { createRenewals, describeRenewalsRun } from '../lambdas/renewals/create-renewals';
import { parseStages, type StageName } from '../lib/stage-config';
import { copyContractLines } from './contracts/copy-lines';
import { rebuildRegister } from './register/rebuild-register';
import { parseTarget, resolveTarget } from './targets';

/**
 * `npm run ops -- rebuild-register (--local | --stage dev|test|prod)`: recomputes the meter-point
 * register from the imports and contract lines (after a fault, and the first deployment over
 * existing data).
 * `npm run ops -- copy-contract-lines --from <table> (--local | --stage ...)`: copies the lines of a
 * contracts table kept from before the lines were spread over keys into the stage's table.
 * `npm run ops -- renewals (--local | --stage ...) [--date YYYY-MM-DD]`: runs the renewals job now,
 * as its daily schedule does, for today or the day given, and says how many it made and skipped.
 */
const USAGE = [
  'Usage: npm run ops -- rebuild-register (--local | --stage dev|test|prod)',
  '       npm run ops -- copy-contract-lines --from <old contracts table> (--local | --stage dev|test|prod)',
  '       npm run ops -- renewals (--local | --stage dev|test|prod) [--date YYYY-MM-DD]',
].join('\n');

const COMMANDS = ['rebuild-register', 'copy-contract-lines', 'renewals'];

const OPTIONS = { local: { type: 'boolean' }, stage: { type: 'string' }, from: { type: 'string' }, date: { type: 'string' }, help: { type: 'boolean' } } as const;

/** The stage's renewal window from cdk.json, as the deployed job has it. */
function renewalWindowDays(stage: string | undefined): number {
  if (!stage) return DEFAULT_RENEWAL_WINDOW_DAYS;
  const cdk = JSON.parse(readFileSync(path.join(__dirname, '..', 'cdk.json'), 'utf8')) as { context: { stages: unknown } };
  return parseStages(cdk.context.stages)[stage as StageName].renewalWindowDays;
}

export async function runOpsCommand(args: readonly string[], print: (line: string) => void = console.log): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  const [command, ...extra] = positionals;
  if (values.help || !command) return print(USAGE);
  if (extra.length) throw new Error(`Unexpected arguments: ${extra.join(' ')}`);
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command "${command}"\n${USAGE}`);
  if (command === 'copy-contract-lines' && !values.from) throw new Error(`copy-contract-lines needs --from, the old contracts table's name\n${USAGE}`);
  if (values.date !== undefined && command !== 'renewals') throw new Error(`--date is for the renewals command only\n${USAGE}`);
  const day = values.date === undefined ? ukCalendarDate(new Date()) : calendarDate(values.date);
  if (!day || (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date))) throw new Error(`--date must be a calendar day as YYYY-MM-DD, not "${values.date}"`);
  const target = await resolveTarget(parseTarget(values.local, values.stage));
  try {
    if (command === 'renewals') {
      const store = { documents: target.directory.documents, s3: target.s3, contracts: target.register.contracts, fileimports: target.register.fileimports, importsBucket: target.register.importsBucket };
      print(`${describeRenewalsRun(await createRenewals(store, day, renewalWindowDays(values.stage)))} in ${target.describe}`);
      return;
    }
    if (command === 'copy-contract-lines') {
      const copied = await copyContractLines(target.directory.documents, values.from!, target.register.contracts);
      print(`Copied ${copied} contract and commission lines from ${values.from} into ${target.register.contracts} in ${target.describe}`);
      return;
    }
    const { written, deleted } = await rebuildRegister({ documents: target.directory.documents, s3: target.s3, ...target.register });
    print(`Rebuilt the meter-point register in ${target.describe}: ${written} entries written, ${deleted} stale entries deleted`);
  } finally {
    target.close();
  }
}

if (require.main === module) {
  runOpsCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
