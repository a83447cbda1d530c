#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest. Each stage runs even if an
# earlier one failed (so one run shows everything), and the script exits non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1

passed=0
failed=0
failures=()
# Each stage's output is also kept, so the summary at the end can repeat why a stage failed: CI often shows only
# the last lines of a run, and a failure from the first stages would otherwise be out of sight.
stage_logs="$(mktemp -d)"
trap 'rm -rf "$stage_logs"' EXIT
stage() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local start=$SECONDS
  local log="$stage_logs/$((passed + failed)).log"
  if "$@" 2>&1 | tee "$log"; then
    passed=$((passed + 1))
    printf '\033[32m✔ %s (%ss)\033[0m\n' "$name" "$((SECONDS - start))"
  else
    failed=$((failed + 1))
    failures+=("$name|$log")
    printf '\033[31m✘ %s (%ss)\033[0m\n' "$name" "$((SECONDS - start))"
  fi
}

# Tools must run on the project's Node (24, from the `node` devDependency); stop at once otherwise.
node scripts/check-node.mjs || exit 1
# Browser stages need a Chromium: find one, or install Debian's (root + apt), or stop with the command to run.
node scripts/ensure-chromium.mjs || exit 1
CHROME_PATH="$(node scripts/ensure-chromium.mjs --print)"
export CHROME_PATH

# Generation drift first: it writes a scratch copy under src/ that the checks below would otherwise read.
stage "generation drift (orval)" node scripts/check-generated.mjs
# The other static checks only read: they run side by side (about a minute saved on two cores), each into its own
# log, reported in this order once all have finished.
checks_dir="$(mktemp -d)"
static_checks=(
  "lint (ESLint, layer rules)|npx eslint --max-warnings=0 ."
  "format (Prettier)|npx prettier --check --log-level warn ."
  "typecheck (tsc)|npx tsc -p tsconfig.json --noEmit"
  "contract lint (Redocly)|npx redocly lint openapi/openapi.yaml --format stylish"
  "dependency freshness (npm registry, R25)|node scripts/check-dependencies.mjs"
)
for i in "${!static_checks[@]}"; do
  (
    start=$SECONDS
    bash -c "${static_checks[$i]#*|}" >"$checks_dir/$i.log" 2>&1
    echo "$? $((SECONDS - start))" >"$checks_dir/$i.rc"
  ) &
done
wait
for i in "${!static_checks[@]}"; do
  name="${static_checks[$i]%%|*}"
  read -r rc took <"$checks_dir/$i.rc"
  stage "$name" bash -c "cat '$checks_dir/$i.log'; echo '(ran alongside the other static checks: ${took}s)'; exit $rc"
done
rm -rf "$checks_dir"
stage "unit, component and contract tests (Vitest)" npx vitest run --project 'unit*'
stage "demo server and contract over HTTP (Vitest)" npx vitest run --project contract-http
# One set after the other: run together from a cold start (a fresh clone: no optimized dependencies yet), the three
# browsers shared one busy dev server and text in about half the captures came out a few pixels wider than the
# baselines; one at a time, each set matches them.
stage "story tests: render, axe, screenshots (Chromium)" bash -c \
  'rc=0; for set in storybook storybook-rtl storybook-custom; do npx vitest run --project "$set" || rc=1; done; exit $rc'
stage "production build (Vite)" npx vite build
# What Chromatic publishes and designers open without a dev server (`npm run build-storybook`).
storybook_out="$(mktemp -d)"
stage "Storybook static build" npx storybook build --quiet -o "$storybook_out"
rm -rf "$storybook_out"
stage "bundle hygiene and budgets" node scripts/check-budgets.mjs
stage "end-to-end journeys (Playwright, Chromium)" npx playwright test

echo
if [ "$failed" -gt 0 ]; then
  printf 'Failed stages, and the lines of their output that say why (the whole output is above):\n'
  for failure in "${failures[@]}"; do
    printf '  - %s\n' "${failure%%|*}"
    node scripts/failure-lines.mjs "${failure#*|}" | sed 's/^/      /'
  done
fi
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
