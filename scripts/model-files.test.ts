import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyModelSource } from './lazy-models.mjs';
import { rewriteModels } from './model-files.mjs';

const folders: string[] = [];
const folder = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'models-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const model = (name: string) =>
  `import * as zod from 'zod';\n\nexport const ${name} = zod.object({ a: zod.string() });\n\nexport type ${name} = zod.input<typeof ${name}>;\n`;

describe('rewriting the model folder', () => {
  it('rewrites every model module and counts the ones that changed', () => {
    const dir = folder({ 'cart.zod.ts': model('Cart'), 'loginRequest.zod.ts': model('LoginRequest') });
    expect(rewriteModels(dir, lazyModelSource)).toBe(1);
    expect(readFileSync(join(dir, 'cart.zod.ts'), 'utf8')).toContain('export const Cart = zod.lazy(');
  });

  it('names the model module whose layout it does not recognise, and refuses a folder without models', () => {
    const odd = model('Cart').replace("import * as zod from 'zod';", "import { z } from 'zod';");
    const dir = folder({ 'cart.zod.ts': odd });
    expect(() => rewriteModels(dir, lazyModelSource)).toThrow(
      `${join(dir, 'cart.zod.ts')}: model layout: unexpected import { z } from 'zod';`,
    );
    const moved = folder({ 'index.ts': "export * from './schemas.ts';\n" });
    expect(() => rewriteModels(moved, lazyModelSource)).toThrow(
      `model layout: no *.zod.ts model modules in ${moved}`,
    );
  });
});
