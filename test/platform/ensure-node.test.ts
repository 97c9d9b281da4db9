import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

// The check must run on any node, so it is plain CommonJS; typed here by what the test calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeVersionProblem } = require('../../ops/ensure-node.cjs') as {
  nodeVersionProblem: (version: string, engines: string, platform: string, arch: string, execPath: string) => string | null;
};

describe("the npm scripts' node version check", () => {
  it('lets a node that meets engines run', () => {
    expect(nodeVersionProblem('v22.0.0', '>=22', 'darwin', 'arm64', '/usr/local/bin/node')).toBeNull();
    expect(nodeVersionProblem('v24.1.0', '>=22', 'linux', 'x64', '/usr/bin/node')).toBeNull();
  });

  it('stops an older node, naming it and what to install on that platform', () => {
    const mac = nodeVersionProblem('v20.20.2', '>=22', 'darwin', 'arm64', '/usr/local/bin/node');
    expect(mac).toContain('needs Node.js 22 or newer, but the npm scripts found node v20.20.2 (/usr/local/bin/node)');
    expect(mac).toContain('on darwin arm64, install Node.js 22 or newer');
    expect(nodeVersionProblem('v20.20.2', '>=22', 'linux', 'x64', '/usr/bin/node')).toContain('without --omit=optional');
  });

  it('exits quietly on this node, and with the message on an older one', () => {
    const script = path.join(__dirname, '..', '..', 'ops', 'ensure-node.cjs');
    expect(spawnSync(process.execPath, [script], { encoding: 'utf8' })).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const pretendOld = 'data:text/javascript,Object.defineProperty(process, "version", { value: "v20.20.2" })';
    const old = spawnSync(process.execPath, ['--import', pretendOld, script], { encoding: 'utf8' });
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('needs Node.js 22 or newer, but the npm scripts found node v20.20.2');
  });
});
