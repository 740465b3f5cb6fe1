import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startTack } from '/work/wt/i19-web/bench/lib/server.mjs';
import { tackClient } from '/work/wt/i19-web/bench/lib/client.mjs';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-dbg-'));
const tack = await startTack({ dataDir, timeoutMs: 300000, env: { TACK_DEMO: '1', TACK_DEMO_MESSAGES: '1', TACK_DEMO_PINS: '60' } });
const c = tackClient(tack.url); await c.login('demo@tack.local', 'tackdemo1');
const cookies = c.cookies().map(([name, value]) => ({ name, value, url: tack.url }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const boxes = () => [...document.querySelectorAll('#root > *, main, main > *, .placement, .placement *, nav')].slice(0, 14).map((el) => { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); return `${el.tagName}.${el.className} y=${r.y.toFixed(1)} h=${r.height.toFixed(1)} w=${r.width.toFixed(0)} m=${cs.margin} p=${cs.padding} font=${cs.fontSize}/${cs.lineHeight}`; });
for (const ck of [cookies]) {
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: js });
    if (ck.length) await ctx.addCookies(ck);
    const page = await ctx.newPage();
    await page.goto(tack.url + '/'); await page.waitForTimeout(js ? 4000 : 500);
    console.log(`--- signedIn=${ck.length>0} js=${js}`); console.log((await page.evaluate(boxes)).join('\n'));
    if (js) console.log(await page.evaluate(() => document.querySelector('.placement')?.outerHTML));
    await ctx.close();
  }
}
await browser.close(); await tack.stop();
