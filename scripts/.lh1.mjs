import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2]; const out = process.argv[3];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const n = Number(process.argv[4] ?? 2);
for (let i = 0; i < n; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(i, 'score', Math.round(r.lhr.categories.performance.score*100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'obsFCP', a.metrics.details.items[0].observedFirstContentfulPaint, 'obsLCP', a.metrics.details.items[0].observedLargestContentfulPaint);
  writeFileSync(out, r.report);
}
await chrome.kill();
