import { chromium } from '@playwright/test';
const lang = process.argv[2] ?? 'TW';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
await page.goto('http://127.0.0.1:8080/');
await page.evaluate((l) => localStorage.setItem('lang', l), lang);
await page.goto('http://127.0.0.1:8080/operator');
await page.locator('input').nth(0).fill('operator');
await page.locator('input[type=password]').fill('Operator1234');
await page.locator('button[type=submit]').click();
await page.getByRole('tablist').waitFor();
const tabs = page.getByRole('tab');
const n = await tabs.count();
for (let i = 0; i < n; i++) {
  await tabs.nth(i).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/${lang}-${i}.png`, fullPage: true });
  const text = await page.locator('main, body').first().innerText();
  console.log(`=== tab ${i}: ${await tabs.nth(i).innerText()}`);
  const latin = text.split('\n').filter((l) => /[A-Za-z_]{3,}/.test(l));
  console.log(latin.slice(0, 40).join('\n'));
}
await browser.close();
