// A worker thread's entry: TypeScript through tsx, for require() and import() alike, as the local stack's own process runs it.
require('tsx/esm/api').register();
require('tsx/cjs');
require('./pipeline-thread.ts');
