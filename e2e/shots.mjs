import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
async function shot(email, path, name, width = 1366, scroll = 0) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const page = await ctx.newPage();
  if (email) await page.request.post('http://localhost:8095/api/auth/login', { data: { email, password: 'demo' } });
  await page.goto('http://localhost:8095' + path);
  await page.waitForTimeout(2500);
  if (scroll) await page.mouse.wheel(0, scroll), await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
const [,, email, path, name, width, scroll] = process.argv;
await shot(email === '-' ? null : email, path, name, Number(width ?? 1366), Number(scroll ?? 0));
await browser.close();
