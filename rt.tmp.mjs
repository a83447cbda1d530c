import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumEnv, journeyChromiumPath } from './scripts/chromium.ts';
const browser = await chromium.launch({ executablePath: journeyChromiumPath(), args: chromiumArgs, env: chromiumEnv() });
const page = await browser.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
await page.goto(`http://127.0.0.1:${process.argv[2]}/products`); await page.waitForTimeout(6000);
console.log(await page.locator('body').innerText().then((t) => t.slice(0, 300)));
await browser.close();
