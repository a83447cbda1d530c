// Generation drift: regenerates the client from openapi/ into a scratch folder beside src/api-generated (same
// depth, so orval's relative import of the mutator is identical) and fails when anything differs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const committed = 'src/api-generated';
const scratch = 'src/.api-generated-drift';
rmSync(scratch, { recursive: true, force: true });

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

try {
  execFileSync('node', ['scripts/generate.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OPENAPI_BUNDLE: 'openapi/.bundled/drift.json', ORVAL_OUTPUT_DIR: scratch },
  });
  const a = new Map(files(committed).map((f) => [relative(committed, f), readFileSync(f, 'utf8')]));
  const b = new Map(files(scratch).map((f) => [relative(scratch, f), readFileSync(f, 'utf8')]));
  const problems = [];
  for (const [name, text] of b) {
    if (!a.has(name)) problems.push(`missing from ${committed}: ${name}`);
    else if (a.get(name) !== text) problems.push(`differs: ${committed}/${name}`);
  }
  for (const name of a.keys())
    if (!b.has(name)) problems.push(`stale (no longer generated): ${committed}/${name}`);
  if (problems.length) {
    console.error(
      `Generated client is out of date with openapi/ (${problems.length} files):\n  ${problems.slice(0, 30).join('\n  ')}\n` +
        'Run `npm run generate` and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log(`Generated client matches openapi/ (${b.size} files).`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
