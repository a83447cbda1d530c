import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from '/work/main/node_modules/source-map-js/source-map.js';
const url = process.argv[2] ?? 'http://127.0.0.1:4290/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await page.goto(url);
await page.locator('h1').first().waitFor();
console.log('h1 after', Date.now() - t0, 'ms');
await page.waitForTimeout(8000);
const lt = await page.evaluate(() => window.__lt); console.log('long tasks', JSON.stringify(lt), 'blocking', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// self time per node
const dt = {}; const ids = profile.samples; const deltas = profile.timeDeltas;
for (let i = 0; i < ids.length; i++) dt[ids[i]] = (dt[ids[i]] ?? 0) + (deltas[i] ?? 0);
const maps = {};
const mapFor = (u) => { const f = '/tmp/attr/dist' + new URL(u).pathname; if (!(f in maps)) maps[f] = existsSync(f + '.map') ? new SourceMapConsumer(JSON.parse(readFileSync(f + '.map','utf8'))) : null; return maps[f]; };
const by = {};
for (const n of profile.nodes) {
  const t = (dt[n.id] ?? 0) / 1000; if (!t) continue;
  const cf = n.callFrame; let key = cf.functionName || '(anon)';
  if (cf.url && cf.url.startsWith('http')) {
    const m = mapFor(cf.url); let src = cf.url.replace(/.*\//,'');
    if (m) { const p = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) src = p.source.replace(/.*node_modules\//,'nm/').replace(/.*\/work\/main\//,''); }
    if (process.env.FN && src.includes(process.env.FN)) { key = src + ' :: ' + (cf.functionName||'anon') + '@' + cf.lineNumber + ':' + cf.columnNumber; } else key = src.split('/').slice(0, src.startsWith('nm/@') ? 3 : src.startsWith('nm/') ? 2 : 4).join('/');
  } else key = '(' + (cf.functionName || 'native') + ')';
  by[key] = (by[key] ?? 0) + t;
}
// timeline: 100 ms buckets, top sources
{
  const keyOf = {}; for (const n of profile.nodes) { const cf = n.callFrame; let key='('+(cf.functionName||'native')+')'; if (cf.url && cf.url.startsWith('http')) { const m = mapFor(cf.url); let src = cf.url.replace(/.*\//,''); if (m) { const p = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) src = p.source.replace(/.*node_modules\//,'nm/').replace(/.*\/work\/main\//,''); } key = src.split('/').slice(0, src.startsWith('nm/@') ? 3 : src.startsWith('nm/') ? 2 : 4).join('/'); } keyOf[n.id]=key; }
  let t = 0; const buckets = {};
  for (let i = 0; i < ids.length; i++) { t += (deltas[i] ?? 0) / 1000; const k = keyOf[ids[i]]; if (k === '((idle))' || k==='(idle)') continue; const b = Math.floor(t / 100); (buckets[b] ??= {}); buckets[b][k] = (buckets[b][k] ?? 0) + (deltas[i+1] ?? 0) / 1000; }
  for (const [b, m] of Object.entries(buckets)) { const tot = Object.values(m).reduce((a, c) => a + c, 0); if (tot < 30) continue; console.log(String(b * 100).padStart(6), Math.round(tot).toString().padStart(4), Object.entries(m).sort((a, c) => c[1] - a[1]).slice(0, 4).map(([k, v]) => k + ' ' + Math.round(v)).join(', ')); }
}
Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(v.toFixed(0).padStart(7), 'ms', k));
