import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelExports, rewriteDesignSystemImports } from './vite-plugin-direct-design-system.ts';

const designSystem = resolve('src/design-system');
const real = barrelExports(resolve(designSystem, 'index.ts'));

describe('the design system barrel map', () => {
  it('maps every public value to the module that defines it, through the components’ own barrels', () => {
    expect(real.get('Button')).toEqual({
      file: resolve(designSystem, 'components/Button/Button.tsx'),
      imported: 'Button',
    });
    expect(real.get('ProductCardSkeleton')?.file).toBe(
      resolve(designSystem, 'components/ProductCard/ProductCardSkeleton.tsx'),
    );
    expect(real.get('vars')?.file).toBe(resolve(designSystem, 'theme/contract.css.ts'));
    expect(real.get('tokens')).toEqual({
      file: resolve(designSystem, 'theme/tokens.ts'),
      imported: '*',
      namespace: true,
    });
  });

  it('leaves types out (they are erased) and keeps renamed exports under their public name', () => {
    const files: Record<string, string> = {
      '/ds/index.ts': `// comment with export { Nope } from './nope'
        export { a, b as c, type T } from './a';
        export type { U } from './a';
        export * from './components/X';`,
      '/ds/a.ts': '',
      '/ds/components/X/index.ts': `export {\n  X, // the X\n  type XProps,\n} from './X';`,
      '/ds/components/X/X.tsx': '',
    };
    const map = barrelExports('/ds/index.ts', {
      read: (file) => files[file] ?? '',
      exists: (file) => file in files,
    });
    expect([...map.keys()]).toEqual(['a', 'c', 'X']);
    expect(map.get('c')).toEqual({ file: '/ds/a.ts', imported: 'b' });
  });
});

describe('rewriting the imports from the barrel', () => {
  it('imports each value from its own module, keeping local names, and drops inline types', () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Button,',
      '  type ButtonProps,',
      '  Text as Copy, // body copy',
      '  tokens,',
      "} from '@/design-system';",
      "import type { Sprinkles } from '@/design-system';",
      'export const x = 1;',
    ].join('\n');
    const out = rewriteDesignSystemImports(code, real, 'Test.tsx')!;
    expect(out).toContain(
      `import { Button } from ${JSON.stringify(resolve(designSystem, 'components/Button/Button.tsx'))};`,
    );
    expect(out).toContain(
      `import { Text as Copy } from ${JSON.stringify(resolve(designSystem, 'components/Text/Text.tsx'))};`,
    );
    expect(out).toContain(
      `import * as tokens from ${JSON.stringify(resolve(designSystem, 'theme/tokens.ts'))};`,
    );
    expect(out).not.toContain('ButtonProps');
    // The type-only import stays for the TypeScript transform to erase; no value import from the barrel is left.
    expect(out).toContain("import type { Sprinkles } from '@/design-system';");
    expect(out.match(/^import \{[^}]*\} from '@\/design-system'/m)).toBeNull();
    // Line numbers after the statement are kept.
    expect(out.split('\n').indexOf('export const x = 1;')).toBe(
      code.split('\n').indexOf('export const x = 1;'),
    );
  });

  it('fails on a name the design system does not export as a value, rather than importing the barrel', () => {
    expect(() =>
      rewriteDesignSystemImports("import { Buton } from '@/design-system';", real, 'Typo.tsx'),
    ).toThrow("Typo.tsx: 'Buton' is not a value export of @/design-system");
  });

  it('leaves a module without value imports from the barrel alone', () => {
    expect(rewriteDesignSystemImports("import { x } from './y';", real, 'A.ts')).toBeNull();
  });
});
