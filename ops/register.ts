import { parseArgs } from 'node:util';
import { copyContractLines } from './contracts/copy-lines';
import { rebuildRegister } from './register/rebuild-register';
import { parseTarget, resolveTarget } from './targets';

/**
 * `npm run ops -- rebuild-register (--local | --stage dev|test|prod)`: recomputes the meter-point
 * register from the imports and contract lines (after a fault, and the first deployment over
 * existing data).
 * `npm run ops -- copy-contract-lines --from <table> (--local | --stage ...)`: copies the lines of a
 * contracts table kept from before the lines were spread over keys into the stage's table.
 */
const USAGE = [
  'Usage: npm run ops -- rebuild-register (--local | --stage dev|test|prod)',
  '       npm run ops -- copy-contract-lines --from <old contracts table> (--local | --stage dev|test|prod)',
].join('\n');

const OPTIONS = { local: { type: 'boolean' }, stage: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean' } } as const;

export async function runOpsCommand(args: readonly string[], print: (line: string) => void = console.log): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  const [command, ...extra] = positionals;
  if (values.help || !command) return print(USAGE);
  if (extra.length) throw new Error(`Unexpected arguments: ${extra.join(' ')}`);
  if (command !== 'rebuild-register' && command !== 'copy-contract-lines') throw new Error(`Unknown command "${command}"\n${USAGE}`);
  if (command === 'copy-contract-lines' && !values.from) throw new Error(`copy-contract-lines needs --from, the old contracts table's name\n${USAGE}`);
  const target = await resolveTarget(parseTarget(values.local, values.stage));
  try {
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
