import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api-generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the Firebase SDK stays out of every eagerly loaded file', () => {
  it('only firebase-popup.ts imports it, and that module is reached by import() alone', () => {
    const files = sourceFiles(SRC);
    const importsFirebase = files.filter((file) =>
      /from\s+['"]firebase(\/[a-z-]+)?['"]|import\(\s*['"]firebase/.test(readFileSync(file, 'utf8')),
    );
    expect(importsFirebase.map((file) => relative(SRC, file))).toEqual([
      'features/sign-in/social/firebase-popup.ts',
    ]);

    const mentions = files.filter((file) => readFileSync(file, 'utf8').includes('firebase-popup'));
    for (const file of mentions) {
      const text = readFileSync(file, 'utf8');
      expect(text, relative(SRC, file)).not.toMatch(/(?:from|import)\s+['"][^'"]*firebase-popup['"]/);
    }
    expect(mentions.map((file) => relative(SRC, file))).toContain(
      'features/sign-in/social/firebase-sign-in.ts',
    );
  });
});
