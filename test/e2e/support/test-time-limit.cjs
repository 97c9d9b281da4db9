/* global jest */
// A browser test takes several screens' round trips; with the other core busy (a second test file,
// the lint) a correct test can need more than jest's 30 s. The cap fails a stuck test, never a slow one.
jest.setTimeout(60_000);
