import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

// Issue 34 §1, §4 and §5, on the demo server playing the real backend (whose start props carry no pages): the owner's
// header and footer menus (settings' header_menu, footer_menu, useful_links) reach the shop's pages, on a desktop and
// on a phone, and every footer link is a target of at least 24 × 24 px (WCAG 2.5.8).

test('the owner’s header submenu and footer links reach the shop’s pages', async ({ shop: page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Shop' }).click();
  await page.getByRole('menu', { name: 'Shop' }).getByRole('menuitem', { name: 'Flash Sale' }).click();
  await expect(page).toHaveURL(/\/flash-sale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Flash Sale' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer
    .getByRole('navigation', { name: 'Useful Links' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/page\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await footer
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu sheet’s group opens and leads to its pages', async ({ shop: page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('button', { name: 'Shop' }).click();
    await sheet.getByRole('link', { name: 'Daily Deals' }).click();
    await expect(page).toHaveURL(/\/daily-deals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Deals' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test('no footer link on the home page is a target under 24 px, and nothing scrolls sideways', async ({
    shop: page,
  }) => {
    await expect(page.getByRole('heading', { name: /Today/ }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Follow us' })).toBeAttached();
    // Axe measures targets by their boxes and by what the browser draws at their points; a home section far from the
    // screen is not drawn (`content-visibility: auto`) until the shopper scrolls near it, when it is laid out as in a
    // page that draws everything. The check draws every section, as the shopper's scrolling would.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
