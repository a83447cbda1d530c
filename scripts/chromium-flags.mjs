// Chromium's flags on this machine kind, shared by the browser tests (scripts/chromium.ts) and the benches
// (scripts/bench-shop.mjs, plain Node): no sandbox as root, no GPU, and no background networking (the closed network
// otherwise refuses dozens of connections at every start).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
