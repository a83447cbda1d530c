// Quality bar R25, the part these machines can check: asks the npm registry (through the npm CLI, so its
// configured registry, proxy and credentials apply) for the latest release of every runtime dependency and fails
// when one is a breaking release behind, or DOMPurify is not within the latest minor release. The decisions live
// in check-dependencies-rules.mjs. The registry's advisory endpoint does not answer everywhere (`npm audit` gets a
// 405 from some mirrors): where it does, also run `npm run audit`.
// A registry that cannot be reached is a failure, never a pass: an unchecked dependency is not a fresh one.
// Usage: node scripts/check-dependencies.mjs
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { installedRuntimeVersions, judgeDependencies } from './check-dependencies-rules.mjs';

const run = promisify(execFile);
const root = new URL('..', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const installed = installedRuntimeVersions(readJson('package.json'), readJson('package-lock.json'));

/** The registry's `latest` for one package; throws with the registry's own words when it cannot say. */
async function latestOf(name) {
  const args = [
    'view',
    name,
    'dist-tags',
    '--json',
    '--prefer-online',
    '--fetch-retries=1',
    '--fetch-timeout=20000',
  ];
  let stdout;
  try {
    ({ stdout } = await run('npm', args, { timeout: 90_000, shell: process.platform === 'win32' }));
  } catch (error) {
    // With --json, npm prints its error as JSON on stdout too.
    stdout = error.stdout || '';
    if (!stdout.trim()) {
      throw new Error(error.stderr?.split('\n').find((l) => l.trim()) ?? error.message, { cause: error });
    }
  }
  const answer = JSON.parse(stdout);
  if (answer.error) throw new Error(answer.error.summary ?? answer.error.code ?? 'unknown registry error');
  return typeof answer.latest === 'string' ? answer.latest : null;
}

const names = Object.keys(installed);
const latest = {};
const unreachable = [];
// A few at a time: each `npm view` is a process and a request.
for (let i = 0; i < names.length; i += 6) {
  await Promise.all(
    names.slice(i, i + 6).map(async (name) => {
      try {
        latest[name] = await latestOf(name);
      } catch (error) {
        unreachable.push(`${name}: ${error.message}`);
      }
    }),
  );
}

if (unreachable.length > 0) {
  let registry = 'the configured registry';
  try {
    registry = (
      await run('npm', ['config', 'get', 'registry'], { shell: process.platform === 'win32' })
    ).stdout.trim();
  } catch {
    // keep the generic wording
  }
  console.error(
    `Could not ask ${registry} about ${unreachable.length} runtime dependenc${unreachable.length === 1 ? 'y' : 'ies'}, ` +
      'so their freshness is unknown (this check fails rather than pass unchecked):',
  );
  for (const line of unreachable.sort()) console.error(`  ✘ ${line}`);
  console.error(
    'Check the network or the npm registry/proxy configuration (npm config get registry), then run again.',
  );
  process.exit(1);
}

const { verdicts, failures } = judgeDependencies(installed, latest);
for (const verdict of verdicts) console.log(`  ${verdict.ok ? '✔' : '✘'} ${verdict.message}`);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} runtime dependenc${failures.length === 1 ? 'y is' : 'ies are'} too old (R25).`,
  );
  process.exit(1);
}
console.log(`\nAll ${verdicts.length} runtime dependencies are fresh enough (R25).`);
