import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** How an element's first text node is drawn: each character's left edge, by index, and where the words end. */
export interface DrawnText {
  text: string;
  /** The left edge of each character (UTF-16 index), in the viewport's pixels. */
  lefts: number[];
  /** The element's right edge minus the words' right edge: 0 when the words end at the line's right edge. */
  gapRight: number;
  /** The element's computed `direction`. */
  direction: string;
}

/** Where the characters of an element's first text node are drawn, to check the order a shopper reads them in. */
export function drawnText(element: Locator): Promise<DrawnText> {
  return element.evaluate((block) => {
    const node = document.createTreeWalker(block, NodeFilter.SHOW_TEXT).nextNode()!;
    const text = node.textContent!;
    const range = document.createRange();
    const lefts = Array.from({ length: text.length }, (_, index) => {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    });
    range.selectNodeContents(node);
    return {
      text,
      lefts,
      gapRight: block.getBoundingClientRect().right - range.getBoundingClientRect().right,
      direction: getComputedStyle(block).direction,
    };
  });
}

/** Switches the shop to Arabic from the header's language list and waits for the page to turn right to left. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}
