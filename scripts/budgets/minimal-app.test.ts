// @vitest-environment node
import { http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { server as demoShop } from '../../mocks/node';
import { serveMinimalApp } from './minimal-app.mjs';

// The interaction floor's page (`BENCH_FLOOR=1 npm run bench:interactions`), built and served as the bench serves it:
// a bench that measured a page without Radix's controls would report a floor of nothing.
describe('the interaction floor page', () => {
  it('builds from bench/interaction-floor and serves Radix’s select, dialog and radio group', async () => {
    const { port, stop } = await serveMinimalApp({ port: 0, http1: true, root: 'bench/interaction-floor' });
    // The unit tests' demo shop answers every request, and fails one it does not know: these go to the server.
    demoShop.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(html).toContain('<title>Interaction floor');
      const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      const response = await fetch(`http://127.0.0.1:${port}${script}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers.get('content-type')).toBe('text/javascript');
      const code = await response.text();
      for (const part of ['SelectContent', 'DialogContent', 'RadioGroup']) expect(code).toContain(part);
    } finally {
      stop();
    }
  }, 60_000);
});
