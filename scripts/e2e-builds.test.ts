import { describe, expect, it } from 'vitest';
import { builtThen, E2E_BUILDS } from './e2e-builds.mjs';

describe('the journeys’ builds', () => {
  it('come before each server, unless npm test has made them beforehand', () => {
    expect(builtThen('faithful', 'node scripts/demo-server.mjs', {})).toBe(
      `${E2E_BUILDS.faithful} && node scripts/demo-server.mjs`,
    );
    expect(builtThen('faithful', 'node scripts/demo-server.mjs', { E2E_PREBUILT: '1' })).toBe(
      'node scripts/demo-server.mjs',
    );
  });

  it('build into each project’s own directories, the server render with its renderer', () => {
    expect(E2E_BUILDS.chromium).toMatch(/--mode e2e --outDir dist-e2e\b/);
    expect(E2E_BUILDS.faithful).toMatch(/--mode preview --outDir dist-faithful\b/);
    expect(E2E_BUILDS['server-render']).toMatch(
      /VITE_SERVER_RENDER=on npx vite build --outDir dist-ssr-e2e\b/,
    );
    expect(E2E_BUILDS['server-render']).toMatch(
      /--ssr src\/app\/server\/render\.tsx --outDir dist-ssr-e2e-renderer/,
    );
  });
});
