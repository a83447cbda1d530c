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
together_dir="$(mktemp -d)"
trap 'rm -rf "$stage_logs" "$together_dir"' EXIT
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
# Stages that run side by side: each writes its own log and its exit status and time, and is reported as a
# stage once the whole group has finished, in the order the group names them. One of them may be a shell function.
quiet_stage() {
  local id="$1"
  shift
  local start=$SECONDS
  "$@" >"$together_dir/$id.log" 2>&1
  echo "$? $((SECONDS - start))" >"$together_dir/$id.rc"
}
report_stage() {
  local id="$1" name="$2" alongside="$3" rc took
  read -r rc took <"$together_dir/$id.rc"
  stage "$name" bash -c "cat '$together_dir/$id.log'; echo '(ran alongside $alongside: ${took}s)'; exit $rc"
}

# The other static checks only read: they run side by side (about a minute saved on two cores).
static_checks=(
  "lint (ESLint, layer rules)|npx eslint --max-warnings=0 ."
  "format (Prettier)|npx prettier --check --log-level warn ."
  "typecheck (tsc)|npx tsc -p tsconfig.json --noEmit"
  "contract lint (Redocly)|npx redocly lint openapi/openapi.yaml --format stylish"
  "dependency freshness (npm registry, R25)|node scripts/check-dependencies.mjs"
)
printf '\n\033[1m▶ static checks, side by side (their output follows when all are done)\033[0m\n'
for i in "${!static_checks[@]}"; do
  quiet_stage "static-$i" bash -c "${static_checks[$i]#*|}" &
done
wait
for i in "${!static_checks[@]}"; do
  report_stage "static-$i" "${static_checks[$i]%%|*}" "the other static checks"
done

# The three story sets. The default set runs first and alone: from a cold start (a fresh clone: no optimized
# dependencies yet) three sets started together in one Vitest shared one busy dev server, and text in about half the
# captures came out a few pixels wider than the baselines. Once it has optimized the dependencies, the right-to-left
# and custom-colour sets run side by side, each in its own Vitest and browser (≈ 290 s instead of ≈ 390 s).
story_sets() {
  local rc=0
  npx vitest run --project storybook || rc=1
  local set code
  for set in storybook-rtl storybook-custom; do quiet_stage "$set" npx vitest run --project "$set" & done
  wait
  for set in storybook-rtl storybook-custom; do
    cat "$together_dir/$set.log"
    read -r code _ <"$together_dir/$set.rc"
    [ "$code" -eq 0 ] || rc=1
  done
  return $rc
}
# Vitest runs the unit files on one worker, which keeps one core of two busy (≈ 52 %), and a story set keeps the
# machine ≈ 64 % busy: side by side, the unit and HTTP contract tests and the builds run while the story sets do.
printf '\n\033[1m▶ unit and HTTP contract tests and the builds, beside the story tests (their output follows when all are done)\033[0m\n'
storybook_out="$(mktemp -d)"
(
  quiet_stage unit npx vitest run --project 'unit*'
  quiet_stage contract-http npx vitest run --project contract-http
  quiet_stage build npx vite build
  # What Chromatic publishes and designers open without a dev server (`npm run build-storybook`).
  quiet_stage storybook-build npx storybook build --quiet -o "$storybook_out"
  quiet_stage budgets node scripts/check-budgets.mjs
  # The journeys' builds, while a core is still idle (the story sets run longer than this line): the journeys' stage
  # then starts with its servers. Not a stage: if they fail, the journeys build for themselves and say why.
  quiet_stage e2e-builds node scripts/e2e-builds.mjs
) &
quiet_stage stories story_sets &
wait
rm -rf "$storybook_out"
beside_stories="the story tests"
report_stage unit "unit, component and contract tests (Vitest)" "$beside_stories"
report_stage contract-http "demo server and contract over HTTP (Vitest)" "$beside_stories"
report_stage stories "story tests: render, axe, screenshots (Chromium)" "the unit and contract tests and the builds"
report_stage build "production build (Vite)" "$beside_stories"
report_stage storybook-build "Storybook static build" "$beside_stories"
report_stage budgets "bundle hygiene and budgets" "$beside_stories"
read -r e2e_builds_rc _ <"$together_dir/e2e-builds.rc"
if [ "$e2e_builds_rc" -eq 0 ]; then
  export E2E_PREBUILT=1
else
  printf 'The journeys’ builds beside the story tests failed; the journeys build for themselves:\n'
  tail -n 20 "$together_dir/e2e-builds.log"
fi
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
