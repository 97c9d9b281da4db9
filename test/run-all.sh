#!/usr/bin/env bash
# `npm test`: everything that proves the product works, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage says how long the one before it took, so a slow stage shows in CI's log.
stage() {
  [ -n "${stage_name:-}" ] && echo "   ($stage_name: $((SECONDS - stage_start)) s)"
  stage_name=$1 stage_start=$SECONDS
  echo "== $1"
}
trap '[ -n "${stage_name:-}" ] && echo "   ($stage_name: $((SECONDS - stage_start)) s; all: $SECONDS s)"' EXIT

stage "Type check"
tsc --noEmit -p tsconfig.node.json
tsc --noEmit -p frontend/tsconfig.json
tsc --noEmit -p test/e2e/tsconfig.json

stage "Unit, component, CDK and fault-injection tests"
jest --selectProjects unit components fault-injection

stage "Integration tests on the bundled cloud assembly"
tsx test/assembly/run.ts

stage "Front-end build"
vite build --config frontend/vite.config.mts --logLevel warn

stage "Browser"
bash test/ensure-chromium.sh

# Lint runs beside the browser tests rather than after them: the stage ends when the longer of the two does.
stage "End-to-end tests in Chromium, and the lint beside them"
lint_log=$(mktemp)
npm run --silent lint > "$lint_log" 2>&1 &
lint_pid=$!
e2e_status=0
jest --selectProjects e2e || e2e_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
echo "-- Lint (exit $lint_status)"
cat "$lint_log"
rm -f "$lint_log"
if [ "$lint_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then exit 1; fi
