// Regenerates src/api-generated from openapi/: Redocly bundles the split description into one file (stable
// component names), orval generates hooks, zod models and MSW+faker handlers, Prettier formats them so the
// output is byte-for-byte reproducible. OPENAPI_BUNDLE / ORVAL_OUTPUT_DIR redirect it (used by the drift check).
//
// Schema descriptions are left out of what orval reads (docs/codegen.md): orval turns each into `.describe('…')`,
// which ships the text in the bundle and, in zod 4, clones the schema and registers it at start-up — hundreds of
// times on the first route — while no screen reads them. The description in openapi/ stays the documentation;
// operation, parameter and response descriptions (the hooks' JSDoc) are kept. Response-side schemas are then
// wrapped in `zod.lazy` (scripts/lazy-models.mjs), so a schema is built when it first parses, not when the page
// starts, and written for `zod/mini` (scripts/mini-models.mjs), so the page ships only the parts
// of zod it uses. The endpoint modules hand the client a loader of their response schema instead of the schema
// itself (scripts/lazy-schemas.mjs), so no model and no zod is in the JavaScript that imports the
// hooks. Every rewrite edits the syntax tree and stops the generation, naming the file, where orval's output is not
// laid out as it expects (an upgrade of orval fails here, loudly, rather than shipping unrewritten output).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lazyModelSource } from './lazy-models.mjs';
import { lazySchemaEndpointSource } from './lazy-schemas.mjs';
import { miniModelSource } from './mini-models.mjs';
import { rewriteModels } from './model-files.mjs';
import { withoutSchemaDescriptions } from './openapi-runtime-input.mjs';

const bundle = process.env.OPENAPI_BUNDLE ?? 'openapi/.bundled/openapi.json';
const out = process.env.ORVAL_OUTPUT_DIR ?? 'src/api-generated';
mkdirSync(dirname(bundle), { recursive: true });

const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

run('redocly', ['bundle', 'openapi/openapi.yaml', '-o', bundle, '--ext', 'json', '--lint-config', 'off']);
const orvalInput = bundle.replace(/\.json$/, '') + '.runtime.json';
writeFileSync(
  orvalInput,
  JSON.stringify(withoutSchemaDescriptions(JSON.parse(readFileSync(bundle, 'utf8')))),
);
run('orval', ['--config', 'orval.config.ts'], { OPENAPI_BUNDLE: orvalInput, ORVAL_OUTPUT_DIR: out });
rewriteModels(`${out}/model`, (source) => miniModelSource(lazyModelSource(source)));
let endpoints = 0;
for (const tag of readdirSync(`${out}/endpoints`, { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
)) {
  for (const file of readdirSync(join(`${out}/endpoints`, tag.name))) {
    if (!file.endsWith('.ts') || file.endsWith('.msw.ts')) continue;
    const path = join(`${out}/endpoints`, tag.name, file);
    const source = readFileSync(path, 'utf8');
    let rewritten;
    try {
      rewritten = lazySchemaEndpointSource(source, (model) => existsSync(join(`${out}/model`, model)));
    } catch (error) {
      throw new Error(`${path}: ${error.message}`, { cause: error });
    }
    if (rewritten !== source) writeFileSync(path, rewritten);
    endpoints += 1;
  }
}
if (endpoints === 0) throw new Error(`lazy schemas: no endpoint modules in ${out}/endpoints/<tag>/`);
run('prettier', ['--log-level', 'warn', '--ignore-path', '/dev/null', '--write', out]);
console.log(`Generated ${out} from openapi/openapi.yaml`);
