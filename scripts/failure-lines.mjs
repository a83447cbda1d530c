// Picks, from one test stage's output, the lines that say why it failed: the failing files and tests, and the
// first lines of their errors. `scripts/test-all.sh` repeats them at the end of `npm test`, because CI often keeps
// only the last lines of a run and a failure in an early stage would otherwise be out of sight.
// Usage: node scripts/failure-lines.mjs <log file> [max lines]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// eslint-disable-next-line no-control-regex -- the colour codes of a terminal are what it strips
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** Vitest, Playwright, tsc, ESLint, Prettier and the project's own checks, as they name a failure. */
const NAMES_FAILURE =
  /(^\s*(FAIL|✘|×|✗)\s)|(\b(AssertionError|Expected|Received)\b)|(Error: expect\()|(Test timeout of)|(error TS\d+)|(^\s*\d+:\d+\s+error\s)|(\[warn\])|(\bNOT MET\b)|(^\s*\d+ failed\b)|(Test Files .*failed)|(Tests .*failed)/;
/**
 * Any other line that mentions an error. Tests of failures print many on purpose (the demo shop's 500s, a refused
 * request), so they come after the lines that name a failure, and only as the cap leaves room.
 */
const MENTIONS_ERROR = /\b(TypeError|ReferenceError|Error|Timed? ?out|timed out)\b/;

/** A passing test's line, even when its name says "error". */
const PASSED = /^\s*(✓|√|✔)\s/;

/**
 * @param {string} output
 * @param {number} [max]
 * @returns {string[]}
 */
export function failureLines(output, max = 40) {
  const named = [];
  const mentioned = [];
  const seen = new Set();
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trimEnd();
    if (PASSED.test(line) || seen.has(line.trim())) continue;
    const list = NAMES_FAILURE.test(line) ? named : MENTIONS_ERROR.test(line) ? mentioned : null;
    if (!list) continue;
    seen.add(line.trim());
    list.push(line.length > 240 ? `${line.slice(0, 239)}…` : line);
  }
  const picked = [...named, ...mentioned];
  if (picked.length === 0) return ['(no line names the failure; see the stage output above)'];
  return picked.length > max ? [...picked.slice(0, max), `… and ${picked.length - max} more lines`] : picked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, max] = process.argv.slice(2);
  if (!file) throw new Error('usage: node scripts/failure-lines.mjs <log file> [max lines]');
  console.log(failureLines(readFileSync(file, 'utf8'), max ? Number(max) : undefined).join('\n'));
}
