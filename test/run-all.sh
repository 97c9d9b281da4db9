#!/usr/bin/env bash
# `npm test`: everything that proves the product works. Every stage keeps both cores busy: work that
# would leave a core idle on its own (the type check, the front-end build, the cloud assembly's
# synthesis, the lint) runs beside a stage of tests, on what the test workers leave while they wait.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage says how long the one before it took, so a slow stage shows in CI's log.
stage() {
  [ -n "${stage_name:-}" ] && echo "   ($stage_name: $((SECONDS - stage_start)) s)"
  stage_name=$1 stage_start=$SECONDS
  echo "== $1"
}
work_dir=$(mktemp -d)
trap '[ -n "${stage_name:-}" ] && echo "   ($stage_name: $((SECONDS - stage_start)) s; all: $SECONDS s)"; rm -rf "$work_dir"' EXIT

# `beside NAME COMMAND...` starts COMMAND in the background with its output kept; `settle` waits for
# every one started, prints each output under its name and exit status, and fails if any failed
# (its callers test its status, so `set -e` leaves that to them).
beside_names=() beside_pids=()
beside() {
  local name=$1 log="$work_dir/${#beside_pids[@]}.log"
  shift
  "$@" > "$log" 2>&1 &
  beside_names+=("$name") beside_pids+=($!)
}
settle() {
  local failed=0 index status
  for index in "${!beside_pids[@]}"; do
    status=0
    wait "${beside_pids[$index]}" || status=$?
    echo "-- ${beside_names[$index]} (exit $status)"
    cat "$work_dir/$index.log"
    [ "$status" -eq 0 ] || failed=1
  done
  beside_names=() beside_pids=()
  return "$failed"
}

assembly_dir="$work_dir/assembly"
stage "Unit, component, CDK and fault-injection tests; beside them the type check, front-end build and cloud assembly"
beside "Type check" bash -c 'tsc --noEmit -p tsconfig.node.json && tsc --noEmit -p frontend/tsconfig.json && tsc --noEmit -p test/e2e/tsconfig.json'
beside "Front-end build" vite build --config frontend/vite.config.mts --logLevel warn
beside "Cloud assembly, Lambdas bundled" tsx test/assembly/run.ts --synthesize-only "$assembly_dir"
unit_status=0
jest --selectProjects unit components fault-injection || unit_status=$?
settle || unit_status=1
[ "$unit_status" -eq 0 ] || exit 1

stage "Integration tests on the bundled cloud assembly"
tsx test/assembly/run.ts --synthesized "$assembly_dir"

stage "Browser"
bash test/ensure-chromium.sh

stage "End-to-end tests in Chromium; beside them the lint"
beside "Lint" npm run --silent lint
e2e_status=0
jest --selectProjects e2e || e2e_status=$?
settle || e2e_status=1
[ "$e2e_status" -eq 0 ] || exit 1
