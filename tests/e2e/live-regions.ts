import type { Page } from '@playwright/test';

/** The header's notification bell; its accessible name carries the unread count ("Notifications, Unread: 3"). */
export const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

export const unreadOf = async (page: Page) =>
  Number(/Unread: (\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

/**
 * Records every text announced in a status live region from the page's start (call before the first goto).
 * Sped up, a live toast is replaced by the next one within a second or two, so journeys assert on what was
 * announced (`heard`) rather than on what is still on screen when the assertion happens to look.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the page's status live regions announced since it loaded, one announcement per line. */
export const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard?.join('\n') ?? '');
