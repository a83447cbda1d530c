// Regenerates src/api-generated from openapi/: Redocly bundles the split description into one file (stable
// component names), orval generates hooks, zod models and MSW+faker handlers, Prettier formats them so the
// output is byte-for-byte reproducible. OPENAPI_BUNDLE / ORVAL_OUTPUT_DIR redirect it (used by the drift check).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const bundle = process.env.OPENAPI_BUNDLE ?? 'openapi/.bundled/openapi.yaml';
const out = process.env.ORVAL_OUTPUT_DIR ?? 'src/api-generated';
mkdirSync(dirname(bundle), { recursive: true });

const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

run('redocly', ['bundle', 'openapi/openapi.yaml', '-o', bundle, '--lint-config', 'off']);
run('orval', ['--config', 'orval.config.ts'], { OPENAPI_BUNDLE: bundle, ORVAL_OUTPUT_DIR: out });
run('prettier', ['--log-level', 'warn', '--ignore-path', '/dev/null', '--write', out]);
console.log(`Generated ${out} from openapi/openapi.yaml`);
