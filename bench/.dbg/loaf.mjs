import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startTack } from '/work/wt/i19-web/bench/lib/server.mjs';
import { tackClient } from '/work/wt/i19-web/bench/lib/client.mjs';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-dbg-'));
const tack = await startTack({ dataDir, timeoutMs: 300000, env: { TACK_DEMO: '1', TACK_DEMO_MESSAGES: '1', TACK_DEMO_PINS: '300' } });
const c = tackClient(tack.url); await c.login('demo@tack.local', 'tackdemo1');
const cookies = c.cookies().map(([name, value]) => ({ name, value, url: tack.url }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const mode = process.argv[2] ?? 'scroll';
for (const ck of mode === 'lcp' ? [[]] : [[], cookies]) {
  const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  if (ck.length) await ctx.addCookies(ck);
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    window.__loaf = []; window.__lcp = [];
    const fmt = (s) => s.invoker + '|' + (s.sourceFunctionName || '') + '|' + String(s.sourceURL || '').split('/').pop() + ':' + s.sourceCharPosition + ' ' + Math.round(s.duration) + 'ms fl=' + Math.round(s.forcedStyleAndLayoutDuration);
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__loaf.push({ at: Math.round(e.startTime), ms: Math.round(e.duration), blocking: Math.round(e.blockingDuration), style: Math.round(e.startTime + e.duration - (e.styleAndLayoutStart || e.startTime)), render: Math.round(e.startTime + e.duration - (e.renderStart || e.startTime)), scripts: e.scripts.map(fmt) }); }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ at: Math.round(e.startTime), el: e.element?.tagName + '.' + (e.element?.className || '') + ' ' + (e.url || '').slice(-30), size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(tack.url + '/');
  await page.waitForTimeout(3000);
  if (mode === 'lcp') { console.log(JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, loaf: window.__loaf, nav: performance.getEntriesByType('resource').map(r=>`${r.name.slice(-40)} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`)})), null, 1)); await ctx.close(); continue; }
  await page.evaluate(() => (window.__loaf = []));
  await page.mouse.move(800, 500);
  for (let i = 0; i < 20; i++) { await page.mouse.wheel(0, 1000); await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))); }
  await page.waitForTimeout(500);
  const loaf = await page.evaluate(() => window.__loaf);
  console.log(`--- signedIn=${ck.length > 0}: ${loaf.length} long frames`);
  for (const f of loaf) console.log(JSON.stringify(f));
  await ctx.close();
}
await browser.close(); await tack.stop();
