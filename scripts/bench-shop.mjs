// What `npm run bench`, `bench:what-if` and `bench:interactions` share: the demo shop they measure, the Chromium they
// measure in, and how a series is recorded in bench/RESULTS.md.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { machines } from '../bench/machines.mjs';
import { calibration, cpuTimesFrom } from './bench-method.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Chromium's flags for Lighthouse on this kind of machine (README, "Machine facts"). */
export const chromeFlags = ({ http1 }) => [
  ...CHROMIUM_FLAGS,
  // The demo server's self-signed certificate (tls-front.ts): what a shop's real certificate gives a shopper.
  ...(http1 ? [] : ['--ignore-certificate-errors']),
];

/** Starts the demo server on `port` with the build in dist/; resolves to the function that stops it. */
export async function startDemoShop({ port, serverRender, http1 }) {
  const server = spawn(process.execPath, ['scripts/demo-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(serverRender ? { DEMO_SERVER_RENDER: '1' } : {}),
      ...(http1 ? {} : { DEMO_HTTPS: '1' }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the demo server did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Demo shop')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`the demo server exited (${code})`)));
  });
  return stop;
}

/** The demo shop's JSON answer at `path` (bench/pages.mjs), over the bench's protocol, its certificate accepted. */
export const apiAnswer =
  (origin, { http1 }) =>
  (path) =>
    new Promise((resolve, reject) => {
      const get = http1 ? httpGet : httpsGet;
      const options = {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        ...(http1 ? {} : { rejectUnauthorized: false }),
      };
      get(new URL(path, origin), options, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${path}: HTTP ${response.statusCode}`)),
        );
      }).on('error', reject);
    });

/**
 * Lighthouse's benchmark of the machine (`computeBenchmarkIndex`, the function each Lighthouse run times at its start,
 * ≈ 1 s) run once in `page`, which must not be CPU-throttled.
 * @param {import('playwright-core').Page} page
 */
export const benchmarkIndexIn = async (page) =>
  Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));

/**
 * The machine's speed to calibrate a series by (quality bar P1): Lighthouse's own benchmark (`computeBenchmarkIndex`,
 * the function each Lighthouse run times at its start, ≈ 1 s), `samples` times in a blank page of a Chromium launched
 * with the bench's flags, before any page is measured, after one discarded. Resolves to the samples; their median is
 * the calibrated index.
 */
export async function benchmarkIndexSamples({ chromePath, chromeFlags: flags, samples = 9 }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const sample = () => benchmarkIndexIn(page);
    // A first sample, discarded: a fresh browser's first second runs slower (the 1 249 beside eight of 2 059–2 342
    // in the first calibration), as a series' first Lighthouse run is discarded too.
    await sample();
    const values = [];
    for (let i = 0; i < samples; i += 1) values.push(await sample());
    return values;
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
}

/**
 * The machine's CPU times now (`/proc/stat`, scripts/bench-method.mjs's `cpuTimesFrom`), to tell how much of a
 * span the host gave to other guests; a zero reading where there is no `/proc/stat`, which `stolenShare` reports as
 * unknown.
 */
export function cpuTimesNow() {
  try {
    return cpuTimesFrom(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return { steal: 0, wanted: 0 };
  }
}

/**
 * The speed a series is judged by (ADR 078, `calibration` in bench-method.mjs): `givenIndex`, else the one recorded
 * for this machine kind, else measured now; measured now whenever none is given, for the record. Printed, and
 * resolved to `{ value, source }`.
 */
export async function calibrate({ givenIndex, chromePath, chromeFlags: flags }) {
  const samples =
    givenIndex === undefined ? await benchmarkIndexSamples({ chromePath, chromeFlags: flags }) : [];
  const calibrated = calibration({ given: givenIndex, machines, kind: machineKind(), samples });
  console.log(`Calibrated benchmarkIndex ${Math.round(calibrated.value)}: ${calibrated.source}`);
  return calibrated;
}

/** The machine kind a series runs on: its CPU model and core count (bench/machines.mjs keys a calibration by it). */
export function machineKind() {
  const cpu = cpus();
  return { cpu: cpu[0]?.model ?? 'unknown CPU', cores: cpu.length };
}

/** The machine a series ran on, for its section's first line. */
export function machine() {
  const { cpu, cores } = machineKind();
  return `${cores} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${osType()} ${release()}`;
}

/**
 * Appends a dated section to bench/RESULTS.md and prints it; with BENCH_RECORD=0 only prints it (a diagnosis, not a
 * result). Then exits.
 */
export function recordSection(section) {
  if (process.env.BENCH_RECORD === '0') {
    console.log(`\n${section}\nNot recorded (BENCH_RECORD=0).`);
    process.exit(0);
  }
  const file = 'bench/RESULTS.md';
  if (!existsSync(file)) {
    writeFileSync(
      file,
      '# Benchmark results\n\n`npm run bench` appends one dated section per run; older sections stay for comparison.\n\n',
    );
  }
  appendFileSync(file, `\n${section}`);
  // Formatted as `npm test`'s Prettier check expects (table columns padded), so a committed result never fails it.
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', file], { stdio: 'inherit' });
  console.log(`\n${section}\nAppended to ${file}.`);
  process.exit(0);
}
