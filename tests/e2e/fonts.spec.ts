import { expect, test } from '@playwright/test';
import { visibleSystemFonts } from '../helpers/font-isolation';

// ADR 030: the journeys' browser sees only the project's fonts, like the story tests', whatever the machine has.
test('the test browser sees no system fonts, only the ones the project ships', async ({ page }) => {
  await page.setContent('<p lang="en">Marketfront</p>');
  expect(await page.evaluate(visibleSystemFonts)).toEqual([]);
});
