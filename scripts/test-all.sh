#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest. Each stage runs even if an
# earlier one failed (so one run shows everything), and the script exits non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1

passed=0
failed=0
failures=()
stage() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local start=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    printf '\033[32m✔ %s (%ss)\033[0m\n' "$name" "$((SECONDS - start))"
  else
    failed=$((failed + 1))
    failures+=("$name")
    printf '\033[31m✘ %s (%ss)\033[0m\n' "$name" "$((SECONDS - start))"
  fi
}

# Tools must run on the project's Node (24, from the `node` devDependency); stop at once otherwise.
node scripts/check-node.mjs || exit 1
# Browser stages need a Chromium: find one, or install Debian's (root + apt), or stop with the command to run.
node scripts/ensure-chromium.mjs || exit 1
CHROME_PATH="$(node scripts/ensure-chromium.mjs --print)"
export CHROME_PATH

stage "lint (ESLint, layer rules)" npx eslint --max-warnings=0 .
stage "format (Prettier)" npx prettier --check --log-level warn .
stage "typecheck (tsc)" npx tsc -p tsconfig.json --noEmit
stage "contract lint (Redocly)" npx redocly lint openapi/openapi.yaml --format stylish
stage "generation drift (orval)" node scripts/check-generated.mjs
stage "unit, component and contract tests (Vitest)" npx vitest run --project 'unit*'
stage "demo server and contract over HTTP (Vitest)" npx vitest run --project contract-http
stage "story tests: render, axe, screenshots (Chromium)" npx vitest run --project 'storybook*'
stage "production build (Vite)" npx vite build
stage "bundle hygiene and budgets" node scripts/check-budgets.mjs
stage "end-to-end journeys (Playwright, Chromium)" npx playwright test

echo
if [ "$failed" -gt 0 ]; then
  printf 'Failed stages:\n'
  printf '  - %s\n' "${failures[@]}"
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
