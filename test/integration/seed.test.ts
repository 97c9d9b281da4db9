import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../../local/stack';
import { DEMO_USERS, STACK_STARTUP_TIMEOUT_MS } from '../support/local-stack';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local seed', () => {
  it('creates the demo users once, and a restart on the same data keeps them without adding any', async () => {
    const first = await startLocalStack({ dataDir, seed: true, quiet: true });
    await first.stop();
    expect(first.seedSummary?.usersCreated).toBe(DEMO_USERS.length);

    const second = await startLocalStack({ dataDir, seed: true, quiet: true });
    try {
      expect(second.seedSummary?.usersCreated).toBe(0);
      expect(second.seedSummary?.referenceItems).toBe(first.seedSummary?.referenceItems);
      const config = (await (await fetch(`${second.webUrl}/config.json`)).json()) as { userPoolId: string; userPoolClientId: string };
      expect(config).toMatchObject({ userPoolId: first.userPoolId, userPoolClientId: first.clientId });
    } finally {
      await second.stop();
    }
    // Two stacks seeded in one test: on a busy machine each start takes many times its usual seconds.
  }, 120_000);
});
