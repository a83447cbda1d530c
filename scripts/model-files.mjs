// The generated zod model modules (`src/api-generated/model/*.zod.ts`) as the generator's post-processing steps
// see them: one exported schema per module, rewritten in one pass (scripts/generate.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module's schema name, from `export type X = zod.input<typeof X>` (undefined for other modules). */
export const schemaName = (source) => /export type (\w+) = zod\.input<typeof \1>;/.exec(source)?.[1];

/** Rewrites every `*.zod.ts` module in `dir` with `transform`; returns how many changed. */
export function rewriteModels(dir, transform) {
  let count = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.zod.ts'))) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    const rewritten = transform(source);
    if (rewritten === source) continue;
    writeFileSync(path, rewritten);
    count += 1;
  }
  return count;
}
