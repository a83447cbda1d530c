import { chromium } from '@playwright/test';
const path = process.argv[2] ?? '/category/electronics';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReturnAsStream' });
await cdp.send('Profiler.start');
await p.goto('http://127.0.0.1:4299' + path);
await p.waitForTimeout(8000);
const { profile } = await cdp.send('Profiler.stop');
const chunks = [];
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
const { stream } = await done;
let data = '';
for (;;) { const r = await cdp.send('IO.read', { handle: stream }); data += r.data; if (r.eof) break; }
const events = JSON.parse(data).traceEvents ?? JSON.parse(data);
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50000 * 1).map((e) => ({ ts: e.ts, dur: e.dur / 1000 }));
const t0 = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
console.log('long tasks (ms at 4x):', tasks.map((t) => `${Math.round((t.ts - t0) / 1000)}+${Math.round(t.dur)}`).join(' '));
console.log('TBT-ish', Math.round(tasks.reduce((a, t) => a + t.dur - 50, 0)));
// self time by function within long tasks
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const start = profile.startTime;
let t = start;
const inLong = (ts) => tasks.some((k) => ts >= k.ts && ts <= k.ts + k.dur * 1000);
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (!inLong(t)) continue;
  const n = byId.get(profile.samples[i]);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
}
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log(v.toFixed(1).padStart(7), k);
// inclusive by function (top-level frames): compute total per callFrame including children
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
t = start;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (!inLong(t)) continue;
  const seen = new Set();
  let id = profile.samples[i];
  while (id) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + profile.timeDeltas[i] / 1000); } id = parent.get(id); }
}
console.log('--- inclusive');
for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(v.toFixed(1).padStart(7), k);
// components rendered inside the synchronous pass after the hydration's commit
const comp = new Map();
t = start;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  let id = profile.samples[i];
  const stack = [];
  while (id) { stack.push(byId.get(id).callFrame.functionName); id = parent.get(id); }
  const k = stack.indexOf('performSyncWorkOnRoot');
  if (k < 0) continue;
  // outermost component under renderWithHooks closest to performSyncWorkOnRoot
  const names = [];
  for (let j = k; j >= 1; j--) if (stack[j] === 'renderWithHooks') names.push(stack[j - 1]);
  const phase = stack.slice(0, k).includes('commitRoot') ? 'commit' : stack.slice(0,k).includes('flushPassiveEffects') ? 'passive' : 'render';
  const key = process.env.SELF ? phase + ' ' + stack[0] + ' < ' + stack[1] + ' < ' + stack[2] : phase + ' ' + names.slice(0, 3).join(' > ');
  comp.set(key, (comp.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
}
console.log('--- sync pass after commit, by phase and outer components');
for (const [k, v] of [...comp.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
await b.close();
