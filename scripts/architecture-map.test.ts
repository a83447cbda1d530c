// @vitest-environment node
// docs/ARCHITECTURE.md is the map (issue 37 §2): it fits on a screen and its "Where is …?" index is true — every
// path a row names exists, so each row is one hop from the shopper's word to its data home and its screen home.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const map = readFileSync('docs/ARCHITECTURE.md', 'utf8');
const lines = map.trimEnd().split('\n');
const index = map.slice(map.indexOf('## Where is'), map.indexOf('\n## ', map.indexOf('## Where is') + 1));
const rows = index.split('\n').filter((line) => line.startsWith('| ') && !/^\| (word|---) /.test(line));
const cells = (row: string) => row.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, ''));
const paths = (cell: string) =>
  [...cell.matchAll(/`((?:src|mocks|docs|tests|scripts)\/[^`\s]*)`/g)].map((match) => match[1]!);

describe('docs/ARCHITECTURE.md', () => {
  it('fits on a screen: at most 180 lines, none over 200 characters', () => {
    expect(lines.length).toBeLessThanOrEqual(180);
    expect(lines.filter((line) => line.length > 200)).toEqual([]);
  });

  it('has a "Where is …?" index of words, each with a data home and a screen home', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(cells(row), row).toHaveLength(3);
  });

  it('names only paths that exist in its index', () => {
    const named = rows.flatMap((row) => cells(row).slice(1).flatMap(paths));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});
