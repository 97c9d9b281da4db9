const path = require('node:path');
const { default: Sequencer } = require('@jest/test-sequencer');

/**
 * The test files that run far longer than any other: the 100,000-row import, axe on every screen,
 * the reports' and imports' journeys and the pipeline's fault injection. On a fresh clone jest has
 * no timings of its own and orders files by size, which started the 100,000-row import last,
 * leaving one worker to finish it alone while the other core idled. These go first, longest first;
 * the rest keep jest's own order.
 */
const LONGEST_FIRST = [
  'test/integration/import-limits.test.ts',
  'test/e2e/accessibility.test.ts',
  'test/e2e/reports.test.ts',
  'test/e2e/imports.test.ts',
  'test/integration/faults.test.ts',
  'test/integration/processing-failures.test.ts',
];

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const at = LONGEST_FIRST.indexOf(path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/'));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
