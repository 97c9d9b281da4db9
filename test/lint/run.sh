#!/usr/bin/env bash
# `npm run lint`: ESLint with type information, in one run per TypeScript project (the browser's,
# the end-to-end tests', then the Node code's), so only one project's types are held at a time.
# In a single run the three needed near 4 GB of heap, which is all Node gives itself on a machine
# with 16 GB and more than it gives on a smaller one. Apart, the Node code's run peaks at 2.8 GB of
# memory (2026-11-25), close to a 3 GB heap limit, so each run may take 4 GB: room to grow, not a target.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
# Every run goes ahead, so one pass shows every problem; any failing run fails the whole.
status=0
eslint --max-warnings 0 frontend/src frontend/test-support || status=1
eslint --max-warnings 0 test/e2e || status=1
eslint --max-warnings 0 --ignore-pattern 'frontend/src/**' --ignore-pattern 'frontend/test-support/**' --ignore-pattern 'test/e2e/**' . || status=1
exit "$status"
