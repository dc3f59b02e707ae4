import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4190';
const [email, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await ctx.newPage();
await page.request.post(base + '/api/auth/login', { data: { email, password: 'demo' }, headers: { origin: base } });
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(base + path);
await page.locator('[data-testid=report-card]').first().waitFor();
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
{ const byId0 = new Map(profile.nodes.map(n => [n.id, n])); let t = 0; const buckets = new Map();
  profile.samples.forEach((s, k) => { t += profile.timeDeltas[k]; const n = byId0.get(s); const f = n.callFrame; if (f.functionName === '(idle)' ) return; const b = Math.floor(t/1000/100); const e = buckets.get(b) || { ms: 0, fns: new Map() }; e.ms += (profile.timeDeltas[k+1]||0)/1000; const key=(f.functionName||'anon')+'@'+f.url.replace(/.*\//,''); e.fns.set(key,(e.fns.get(key)||0)+(profile.timeDeltas[k+1]||0)/1000); buckets.set(b, e); });
  for (const [b, e] of [...buckets.entries()].sort((a,b)=>a[0]-b[0])) console.log('t='+b*100, Math.round(e.ms)+'ms', [...e.fns.entries()].sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,v])=>k+':'+Math.round(v)).join(' ')); }
const lt = await page.evaluate(() => performance.getEntriesByType('resource').filter(r=>r.name.includes('/api/')).map(r => [Math.round(r.startTime), Math.round(r.responseEnd), r.name.replace(location.origin,'').slice(0,60)]));
console.log(lt.map(x=>x.join(' ')).join('\n'));
// self time by function
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//,'')}:${cf.lineNumber}`; self.set(key, (self.get(key) || 0) + (dt[i++] || 0)); }
const rows = [...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0, 40);
for (const [k, v] of rows) console.log(String(Math.round(v/1000)).padStart(6), 'ms', k);
// by url
const byUrl = new Map(); i = 0;
for (const s of profile.samples) { const n = byId.get(s); const u = n.callFrame.url.replace(/.*\//,'') || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) || 0) + (dt[i++] || 0)); }
console.log('--- by url');
for (const [k, v] of [...byUrl.entries()].sort((a,b)=>b[1]-a[1]).slice(0, 15)) console.log(String(Math.round(v/1000)).padStart(6), 'ms', k);
await browser.close();
