// Which file a chunk is in the build a journey project is served (playwright.config.ts, scripts/e2e-builds.mjs).
// A screen's or a later part's chunk is named by its hash alone (`assets/c-<hash>.js`, ADR 077), so a journey that
// watches or stops one finds it in the build's manifest, by its source module or by its chunk's name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The out dirs of the journeys' builds. */
export type JourneyBuild = 'dist-e2e' | 'dist-faithful' | 'dist-ssr-e2e';

type Manifest = Record<string, { file: string; name?: string; src?: string }>;

const manifests = new Map<JourneyBuild, Manifest>();

function manifestOf(build: JourneyBuild): Manifest {
  let manifest = manifests.get(build);
  if (!manifest) {
    const path = fileURLToPath(new URL(`../../${build}/.vite/manifest.json`, import.meta.url));
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    manifests.set(build, manifest);
  }
  return manifest;
}

/**
 * The URL path of a chunk's file: by its source module (`src/app/routes/listing.tsx`) or, without a slash, by its
 * chunk's name (`pusher`, a library's chunk). Throws when the build has no such chunk, so a journey never watches a
 * file that cannot exist.
 */
export function builtChunk(build: JourneyBuild, sourceOrName: string): string {
  const manifest = manifestOf(build);
  const chunk = sourceOrName.includes('/')
    ? manifest[sourceOrName]
    : Object.values(manifest).find((entry) => entry.name === sourceOrName && entry.file.endsWith('.js'));
  if (!chunk) throw new Error(`${build}/.vite/manifest.json names no chunk for ${sourceOrName}`);
  return `/${chunk.file}`;
}
