import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4190';
const [email, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.request.post(base + '/api/auth/login', { data: { email, password: 'demo' }, headers: { origin: base } });
await page.addInitScript(() => {
  window.__log = [];
  const t0 = performance.now();
  new MutationObserver((ms) => {
    for (const m of ms) for (const n of m.addedNodes) if (n.nodeType === 1) window.__log.push([Math.round(performance.now()), 'add', (n.className || n.tagName).toString().slice(0, 40), n.textContent.slice(0, 30)]);
  }).observe(document, { childList: true, subtree: true });
});
await page.goto(base + path, { waitUntil: 'networkidle' });
const log = await page.evaluate(() => window.__log);
const res = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin, '').slice(0, 70)]));
const events = [...log.map((l) => [l[0], l.slice(1).join(' | ')]), ...res.map((r) => [r[0], `REQ ${r[2]} (end ${r[1]})`])].sort((a, b) => a[0] - b[0]);
let last = '';
for (const e of events) { if (e[1] !== last) console.log(e[0], e[1]); last = e[1]; }
await browser.close();
