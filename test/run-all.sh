#!/usr/bin/env bash
# `npm test`: everything that proves the product works, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Type check"
tsc --noEmit -p tsconfig.node.json
tsc --noEmit -p frontend/tsconfig.json
tsc --noEmit -p test/e2e/tsconfig.json

echo "== Lint"
npm run --silent lint

echo "== Unit, component, CDK and integration tests"
jest --selectProjects unit components integration

echo "== Integration tests on the bundled cloud assembly"
tsx test/assembly/run.ts

echo "== Front-end build"
vite build --config frontend/vite.config.mts --logLevel warn

echo "== Browser"
bash test/ensure-chromium.sh

echo "== End-to-end tests in Chromium"
jest --selectProjects e2e --runInBand
