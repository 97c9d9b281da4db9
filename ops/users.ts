import { parseArgs } from 'node:util';
import { parseTarget, resolveTarget } from './targets';
import { createUser, listUsers, resetPassword, setUserEnabled, updateUser, type ProfileFields } from './user-directory';
import { parseEmail, parseIdList, parseName } from './arguments';

/**
 * `npm run users -- <command> (--local | --stage dev|test|prod) [options]`: operations' tool for
 * portal users (Cognito identity + profile in the users table).
 */
const USAGE = `Usage: npm run users -- <command> (--local | --stage dev|test|prod) [options]
  create          --email E --firstname F --lastname L --tpis 101,102 --reports 1,2 [--applications 2]
  list
  update          --email E [--firstname F] [--lastname L] [--tpis ...] [--reports ...] [--applications ...]
  disable         --email E
  enable          --email E
  reset-password  --email E     (prints a temporary password; a new one is chosen at next sign-in)`;

const OPTIONS = {
  local: { type: 'boolean' },
  stage: { type: 'string' },
  email: { type: 'string' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  tpis: { type: 'string' },
  reports: { type: 'string' },
  applications: { type: 'string' },
  help: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** The profile fields given on the command line; for create, names and lists are required. */
function profileFields(values: Values, required: boolean): Partial<ProfileFields> {
  const fields: Partial<ProfileFields> = {
    firstname: parseName('--firstname', values.firstname, required),
    lastname: parseName('--lastname', values.lastname, required),
    tpis: parseIdList('--tpis', values.tpis, required),
    reports: parseIdList('--reports', values.reports, required),
    applications: parseIdList('--applications', values.applications ?? (required ? '2' : undefined), false),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export async function runUsersCommand(args: readonly string[], print: (line: string) => void = console.log): Promise<void> {
  const { values, positionals } = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  const [command, ...extra] = positionals;
  if (values.help || !command) return print(USAGE);
  if (extra.length) throw new Error(`Unexpected arguments: ${extra.join(' ')}`);
  if (!['create', 'list', 'update', 'disable', 'enable', 'reset-password'].includes(command)) throw new Error(`Unknown command "${command}"\n${USAGE}`);
  const email = command === 'list' ? '' : parseEmail(values.email);
  const changes = command === 'create' || command === 'update' ? profileFields(values, command === 'create') : {};
  if (command === 'update' && Object.keys(changes).length === 0) throw new Error('update needs at least one of --firstname --lastname --tpis --reports --applications');

  const target = await resolveTarget(parseTarget(values.local, values.stage));
  try {
    switch (command) {
      case 'create': {
        const profile = await createUser(target.directory, { email, ...(changes as ProfileFields) });
        const password = await resetPassword(target.directory, email);
        print(`Created ${email} (${profile.id}) in ${target.describe}; temporary password: ${password}`);
        break;
      }
      case 'list':
        for (const user of await listUsers(target.directory)) {
          const p = user.profile;
          const detail = p ? `${p.firstname} ${p.lastname}  applications ${p.applications.join(',')}  tpis ${p.tpis.join(',') || '-'}  reports ${p.reports.join(',') || '-'}` : 'no profile';
          print(`${user.email}  ${user.enabled ? user.status : 'DISABLED'}  ${detail}`);
        }
        break;
      case 'update':
        await updateUser(target.directory, email, changes);
        print(`Updated ${email} in ${target.describe}`);
        break;
      case 'disable':
      case 'enable':
        await setUserEnabled(target.directory, email, command === 'enable');
        print(`${command === 'enable' ? 'Enabled' : 'Disabled'} ${email} in ${target.describe}`);
        break;
      case 'reset-password':
        print(`Temporary password for ${email}: ${await resetPassword(target.directory, email)} (a new one must be chosen at next sign-in)`);
        break;
    }
  } finally {
    target.close();
  }
}

if (require.main === module) {
  runUsersCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
