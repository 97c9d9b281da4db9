import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { startDailyRenewals } from './daily-renewals';
import { DEMO_PASSWORD, DEMO_SMS_PHONE, DEMO_TEMPORARY_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './seed/demo-data';
import { startLocalStack } from './stack';

/** `npm start [-- --reset]`: the whole product on loopback, data kept in `.local/`. */

const ROOT = path.join(__dirname, '..');
const DATA_DIR = path.join(ROOT, '.local');
const WEB_ROOT = path.join(ROOT, 'frontend', 'dist');
const VITE_CONFIG = path.join(ROOT, 'frontend', 'vite.config.mts');

function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the site when it is missing or older than its sources. */
function buildFrontEnd() {
  if (!existsSync(VITE_CONFIG)) {
    console.log('Front end: frontend/vite.config.mts does not exist yet; serving a placeholder page.');
    return;
  }
  const index = path.join(WEB_ROOT, 'index.html');
  const sources = Math.max(newestChange(path.join(ROOT, 'frontend', 'src')), statSync(path.join(ROOT, 'frontend', 'index.html')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Front end: building with Vite...');
  const built = spawnSync('npm', ['exec', '--', 'vite', 'build', '--config', VITE_CONFIG, '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) console.log('Front end: the build failed (see above); the API still runs.');
}

function printSignIns(webUrl: string) {
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length));
  console.log(`\nBroker portal (local): ${webUrl}\n`);
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD} unless said):`);
  for (const user of DEMO_USERS) {
    const password = user.mustChangePassword ? `temporary password ${DEMO_TEMPORARY_PASSWORD}` : DEMO_PASSWORD;
    console.log(`  ${user.email.padEnd(width)}  ${password.padEnd(38)} ${user.shows}`);
  }
  console.log(`\nTOTP secret of totp@example.com (add it to an authenticator app): ${DEMO_TOTP_SECRET}`);
  console.log(`SMS codes for sms@example.com (${DEMO_SMS_PHONE}) are printed here as "[cognito-local] SMS code for ...".`);
  console.log('These tokens come from the local Cognito: no deployed stage accepts them (different issuer).');
  console.log('Press Ctrl-C to stop.\n');
}

async function main() {
  if (process.argv.includes('--reset')) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log('Reset: removed .local/');
  }
  buildFrontEnd();
  const started = Date.now();
  const stack = await startLocalStack({ dataDir: DATA_DIR, port: Number(process.env.PORT ?? 3000), webRoot: WEB_ROOT, seed: true, esignEnabled: true, pipelineThreads: true });
  console.log(`Local stack started in ${Date.now() - started} ms (data in .local/).`);
  const stopRenewals = await startDailyRenewals(stack, (line) => console.log(line));
  printSignIns(stack.webUrl);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    stopRenewals();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('The local stack failed to start:', error);
  process.exit(1);
});
