// The decisions of `scripts/check-dependencies.mjs` (quality bar R25), apart from the network so they can be tested
// with fixture versions: is each runtime dependency fresh enough against the registry's latest release?
// - none may be a breaking release behind (a major; for 0.x, a minor, as semver's caret reads it): fixes stop
//   being backported, and the upgrade only grows;
// - the HTML sanitiser must be within the latest minor release (OWASP: bypasses are found regularly, and fixed in
//   the newest line only).

/** Packages that must be on the latest minor release, and why. */
export const LATEST_MINOR_REQUIRED = {
  dompurify: 'the HTML sanitiser: bypasses are found regularly and fixed in the newest release line',
};

/**
 * `3.5.0`, `v3.5.0`, `^24.19.2`, `~1.2.3`, `=1.0.0`, `3.5.0-beta.1` → numbers; anything else (a tag, a URL, a
 * range with spaces) → null.
 * @param {string} text
 * @returns {{ major: number, minor: number, patch: number, prerelease: string } | null}
 */
export function parseVersion(text) {
  const match = /^\s*[\^~=v]*(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(text);
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ?? '',
  };
}

/** The release line a breaking change starts: the major, or for 0.x the minor (`0.5` and `0.6` differ). */
const breakingLine = (v) => (v.major === 0 ? `0.${v.minor}` : `${v.major}`);
/** Below zero when `a` is on an older breaking release line than `b`. */
const compareLines = (a, b) =>
  a.major !== b.major ? a.major - b.major : a.major === 0 ? a.minor - b.minor : 0;

/**
 * One dependency's verdict.
 * @param {string} name
 * @param {string} installed the version the lock file installs
 * @param {string | null} latest the registry's `latest` dist-tag, or null when the registry gave none
 * @returns {{ name: string, ok: boolean, message: string }}
 */
export function judgeDependency(name, installed, latest) {
  const have = parseVersion(installed);
  if (!have)
    return { name, ok: false, message: `${name}: "${installed}" is not a version this check can compare` };
  const newest = latest === null ? null : parseVersion(latest);
  if (!newest) {
    return {
      name,
      ok: false,
      message: `${name}: the registry gave no usable latest version (${latest ?? 'none'})`,
    };
  }
  const behind = `${name} ${installed}, latest ${latest}`;
  if (compareLines(have, newest) < 0) {
    return {
      name,
      ok: false,
      message: `${behind}: a breaking release (${breakingLine(newest)}.x) behind — upgrade: npm install ${name}@${latest} --save-exact`,
    };
  }
  const why = LATEST_MINOR_REQUIRED[name];
  if (why && have.major === newest.major && have.minor < newest.minor) {
    return {
      name,
      ok: false,
      message: `${behind}: must be within the latest minor release (${why}) — upgrade: npm install ${name}@${latest} --save-exact`,
    };
  }
  return { name, ok: true, message: `${behind}` };
}

/**
 * The version the lock file installs for each runtime dependency (the declared one when the lock lacks it).
 * @param {{ dependencies?: Record<string, string> }} pkg package.json
 * @param {{ packages?: Record<string, { version?: string }> }} lock package-lock.json
 * @returns {Record<string, string>}
 */
export function installedRuntimeVersions(pkg, lock) {
  return Object.fromEntries(
    Object.entries(pkg.dependencies ?? {}).map(([name, declared]) => [
      name,
      lock.packages?.[`node_modules/${name}`]?.version ?? declared,
    ]),
  );
}

/**
 * The whole verdict: one line per dependency, and the failures.
 * @param {Record<string, string>} installed name → installed version
 * @param {Record<string, string | null>} latest name → the registry's latest (null: none)
 */
export function judgeDependencies(installed, latest) {
  const verdicts = Object.entries(installed).map(([name, version]) =>
    judgeDependency(name, version, latest[name] ?? null),
  );
  return { verdicts, failures: verdicts.filter((v) => !v.ok) };
}
