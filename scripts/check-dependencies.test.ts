import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  installedRuntimeVersions,
  judgeDependencies,
  judgeDependency,
  parseVersion,
} from './check-dependencies-rules.mjs';

describe('the dependency freshness check (R25)', () => {
  it('holds DOMPurify to the latest minor release: 3.4.18 against 3.5.0 fails, any 3.5 patch passes', () => {
    const stale = judgeDependency('dompurify', '3.4.18', '3.5.0');
    expect(stale.ok).toBe(false);
    expect(stale.message).toContain('latest minor release');
    expect(stale.message).toContain('npm install dompurify@3.5.0 --save-exact');
    expect(judgeDependency('dompurify', '3.5.0', '3.5.2').ok).toBe(true);
    expect(judgeDependency('dompurify', '3.5.0', '3.5.0').ok).toBe(true);
    expect(judgeDependency('dompurify', '2.5.0', '3.0.0').ok).toBe(false);
  });

  it('lets other dependencies trail by minors, never by a major (for 0.x, a minor)', () => {
    expect(judgeDependency('react-router', '8.5.1', '8.9.0').ok).toBe(true);
    expect(judgeDependency('react', '19.3.1', '20.0.0')).toMatchObject({
      ok: false,
      message: expect.stringContaining('a breaking release (20.x) behind') as string,
    });
    expect(judgeDependency('@vanilla-extract/recipes', '0.5.7', '0.5.9').ok).toBe(true);
    expect(judgeDependency('@vanilla-extract/recipes', '0.5.7', '0.6.0').ok).toBe(false);
    expect(judgeDependency('@vanilla-extract/recipes', '0.5.7', '1.0.0').ok).toBe(false);
    // Ahead of `latest` (a pre-release pinned on purpose) is not behind.
    expect(judgeDependency('zod', '5.0.0-beta.2', '4.6.7').ok).toBe(true);
  });

  it('fails, never passes, when the registry gave nothing usable or the version cannot be read', () => {
    expect(judgeDependency('zod', '4.6.7', null)).toMatchObject({ ok: false });
    expect(judgeDependency('zod', '4.6.7', 'not-a-version')).toMatchObject({ ok: false });
    expect(judgeDependency('zod', 'github:colinhacks/zod', '4.6.7')).toMatchObject({ ok: false });
    expect(judgeDependencies({ zod: '4.6.7' }, {}).failures).toHaveLength(1);
  });

  it('reads versions as npm writes them', () => {
    expect(parseVersion('^24.19.2')).toEqual({ major: 24, minor: 19, patch: 2, prerelease: '' });
    expect(parseVersion('v3.5.0-rc.1+build.7')).toEqual({ major: 3, minor: 5, patch: 0, prerelease: 'rc.1' });
    expect(parseVersion('>=1 <2')).toBeNull();
  });

  it('checks what the lock file installs for every runtime dependency, and nothing else', () => {
    const pkg = { dependencies: { dompurify: '^3.4.0', zod: '4.6.7' }, devDependencies: { vitest: '5.1.0' } };
    const lock = { packages: { 'node_modules/dompurify': { version: '3.4.18' } } };
    expect(installedRuntimeVersions(pkg, lock)).toEqual({ dompurify: '3.4.18', zod: '4.6.7' });
    const { failures } = judgeDependencies(installedRuntimeVersions(pkg, lock), {
      dompurify: '3.5.0',
      zod: '4.6.7',
    });
    expect(failures.map((f) => f.name)).toEqual(['dompurify']);
  });

  it('passes the project’s own lock file against the releases it pins (the network part asks for the latest)', () => {
    const read = (file: string) => JSON.parse(readFileSync(resolve(file), 'utf8')) as never;
    const installed = installedRuntimeVersions(read('package.json'), read('package-lock.json'));
    expect(installed.dompurify).toMatch(/^3\.5\./);
    expect(judgeDependencies(installed, { ...installed, dompurify: '3.5.0' }).failures).toEqual([]);
  });
});
