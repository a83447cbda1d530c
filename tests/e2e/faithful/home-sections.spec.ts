import { expect, test } from '../fixtures';

// Issue 36, on the demo server playing the real backend: a phone's home page asks for its configured sections
// (`GET /home/page?page=1`, backend-api.md §4.10) only once its first screen — slider and banners, from the page's
// start props — is in the page, so neither that answer nor its validation comes before the largest paint; the
// sections then come, asked for once. (A server-rendering build starts them in the route's loader instead, and
// sends them with the page: server-render/first-screen.spec.ts.)

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the home page asks for its sections once its first screen is in the page, and shows them', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Page 2 and on follow when the last section nears the screen: not this test's subject.
    if (url.pathname === '/home/page' && url.searchParams.get('page') === '1')
      asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  // When the first screen's banners entered the page (the commit that paints them), on the page's own clock.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Featured offers"]')) return;
      (window as { __firstScreenAt?: number }).__firstScreenAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Categories' })).toBeAttached({
    timeout: 20_000,
  });

  const { firstScreenAt, sectionsAskedAt } = await page.evaluate(() => ({
    firstScreenAt: (window as { __firstScreenAt?: number }).__firstScreenAt ?? NaN,
    sectionsAskedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/home/page' && entry.name.endsWith('?page=1'))
      .map((entry) => entry.startTime),
  }));
  expect(asked).toEqual(['GET /home/page?page=1']);
  expect(sectionsAskedAt).toHaveLength(1);
  expect(sectionsAskedAt[0]).toBeGreaterThan(firstScreenAt);
  expect(problems).toEqual([]);
});
