// The home page as a person meets it (issue 19, targets 4, 5 and 7), each against a reference
// measured in the same run, in Chromium with the CPU throttled 4x at 1600x1000, on a real Tack
// (production build, demo content with its messages on):
// - layout shift (CLS) of `/` signed out and signed in, from navigation until the messages had
//   time to show (the goal is 0; the reference is 0 too, so the row prints the figure);
// - LCP of `/` signed out against a static HTML page showing the same first image, and, as a
//   floor, the same page's markup with its stylesheets and scripts taken out;
// - long tasks while scrolling the feed (100 wheel steps of 200 px, 20 of 1,000 px), signed out
//   and signed in, against masonic rendering the same pins' cards (pages/masonic.jsx);
// - the script a first visit to `/` fetches in all, every lazy chunk included (the first-load
//   figure of bench/bundle-size.mjs leaves out what comes after the page mounts), signed out and in.
// Usage: npm run bench -- home   or   node bench/home/run.mjs
// HOME_ROUNDS (default 3; medians), HOME_PINS (demo pins, default 400),
// HOME_SKIP_BUILD=1 to use apps/web/dist as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPages } from '../grid/build.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { tackClient } from '../lib/client.mjs';
import { ROOT, startTack } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';
import { gzipKb, homePageScripts, WEB_DIST } from '../bundle-size.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.HOME_ROUNDS ?? 3);
const PINS = Number(process.env.HOME_PINS ?? 400);
/** Which parts to run (HOME_PARTS=cls,lcp,scroll,js; all by default). */
const PARTS = new Set((process.env.HOME_PARTS ?? 'cls,lcp,scroll,js').split(','));
const VIEWPORT = { width: 1600, height: 1000 };
const DEMO = { email: 'demo@tack.local', password: 'tackdemo1' };
/** How long after load the page is watched for shifts (the demo's messages arrive in this). */
const SETTLE_MS = 5_000;

const round = (n, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

/** Runs before any page script: records layout shifts, LCP and long tasks. */
const PROBE = () => {
  const state = { cls: 0, shifts: [], lcp: 0, longTasks: [], recording: true };
  window.__perf = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      state.cls += e.value;
      state.shifts.push({
        at: Math.round(e.startTime),
        value: e.value,
        sources: (e.sources ?? []).map((s) => ({
          node: s.node?.className || s.node?.nodeName,
          from: s.previousRect?.y,
          to: s.currentRect?.y,
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The profile of each long frame: its scripts (what ran, from where) and its style and layout.
  state.frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration <= 50) continue;
      state.frames.push({
        ms: Math.round(e.duration),
        styleAndLayoutMs: Math.round(
          e.startTime + e.duration - (e.styleAndLayoutStart || e.renderStart || e.startTime),
        ),
        scripts: e.scripts.map(
          (x) =>
            `${x.invoker} ${x.sourceFunctionName || ''} ${String(x.sourceURL).split('/').pop()}:${x.sourceCharPosition} ${Math.round(x.duration)} ms`,
        ),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: false });
  new PerformanceObserver((list) => {
    if (!state.recording) return;
    for (const e of list.getEntries())
      state.longTasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: false });
};

async function openPage(browser, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const frames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** CLS of a page from navigation until SETTLE_MS after load. */
async function layoutShift(browser, url, cookies) {
  const { context, page } = await openPage(browser, { cookies });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { cls, shifts } = await page.evaluate(() => window.__perf);
  await context.close();
  return { cls, shifts };
}

/**
 * The app's scripts a first visit fetches until its messages have come (gzip -9 of the built
 * files, as the bundle figures are): the first load and every lazy chunk the page asks for.
 */
async function scriptsFetched(browser, url, cookies) {
  const { context, page } = await openPage(browser, { cookies });
  const paths = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.add(new URL(r.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  const files = [...paths].map((p) => path.join(WEB_DIST, p)).filter((f) => fs.existsSync(f));
  return { kb: gzipKb(files), files: files.map((f) => path.relative(WEB_DIST, f)) };
}

/** LCP of a page and its first byte (ms from navigation start), once the load is over. */
async function lcp(browser, url) {
  const { context, page } = await openPage(browser);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  const value = await page.evaluate(() => ({
    lcp: window.__perf.lcp,
    ttfb: performance.getEntriesByType('navigation')[0].responseStart,
  }));
  await context.close();
  return value;
}

/**
 * Long tasks while scrolling: the page loads, its first screen of cards mounts and settles,
 * then `steps` wheel steps of `px` each, two frames apart (as a wheel or a trackpad sends them).
 */
async function scroll(browser, url, { steps, px, cookies, ready }) {
  const { context, page } = await openPage(browser, { cookies });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(ready, null, { timeout: 60_000 });
  await page.waitForTimeout(2_000);
  await page.evaluate(() => {
    window.__perf.longTasks = [];
    window.__perf.frames = [];
  });
  await page.mouse.move(800, 500);
  let emptySteps = 0;
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, px);
    await frames(page);
    // Visible cards must never be missing: count steps where the viewport shows none.
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('[data-card], [data-grid-item], .ssr-card')].some((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight;
      }),
    );
    if (!seen) emptySteps++;
  }
  await frames(page);
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__perf.longTasks);
  // The three longest frames' profiles, kept in bench/results/home.json.
  const longFrames = (await page.evaluate(() => window.__perf.frames))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  const scrolled = await page.evaluate(() => window.scrollY);
  await context.close();
  return {
    count: tasks.length,
    longest: tasks.reduce((m, t) => Math.max(m, t.ms), 0),
    // All the time the page could not answer in long tasks: steadier from run to run than the
    // count, which a change can raise while it shortens every task (README, target 5).
    total: tasks.reduce((sum, t) => sum + t.ms, 0),
    scrolled,
    emptySteps,
    frames: longFrames,
  };
}

function build() {
  if (process.env.HOME_SKIP_BUILD === '1') return;
  const web = spawnSync('npm', ['run', 'build', '-w', '@tack/web'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (web.status !== 0) throw new Error(`web build failed:\n${web.stdout}\n${web.stderr}`);
}

async function signIn(url) {
  const client = tackClient(url);
  const res = await client.login(DEMO.email, DEMO.password);
  if (res.status !== 200) throw new Error(`demo login failed: ${res.status} ${res.text}`);
  const cookies = client.cookies().map(([name, value]) => ({ name, value, url }));
  return { client, cookies };
}

/** The pins of the first `pages` pages of the feed, as the masonic page's items. */
async function feedItems(client, pages) {
  const items = [];
  let bookmark = null;
  for (let i = 0; i < pages; i++) {
    const res = await client.resource('UserHomefeedResource', 'get', bookmark ? { bookmark } : {});
    const data = res.data;
    for (const pin of data.items) {
      const img = pin.images?.['236x'];
      if (!img) continue;
      items.push({
        id: pin.id,
        src: img.url,
        height: Math.round((236 * img.height) / img.width),
        alt: pin.altText ?? pin.gridTitle ?? '',
        title: pin.gridTitle,
        pinner: pin.pinner.fullName,
        avatar: pin.pinner.imageSmallUrl,
      });
    }
    bookmark = data.bookmark;
    if (!bookmark) break;
  }
  return items;
}

/** The first card's image as the server renders it: src, srcset, width, height. */
function firstImageTag(html) {
  const tag = /<div class="ssr-card ssr-c0">.*?(<img [^>]*>)/s.exec(html)?.[1];
  if (!tag) throw new Error('the home page has no server-rendered first card');
  return tag;
}

/**
 * The home page's own markup with no stylesheet and no script (the hydration data included):
 * its cards and images as the server writes them, unstyled. A floor for target 7: what the
 * browser takes to paint the page's largest image when it has nothing but the markup to do.
 */
function bareMarkup(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/g, '');
}

/** Headers that describe a response's body or connection, not the page's policy. */
const BODY_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/**
 * The policy headers Tack sends with `/` (its CSP, Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster and the rest): the static reference is served with them, so the two
 * pages differ in what they are, not in the security policy the browser applies to them.
 * Without them the reference's LCP was a third lower (300 against 468 ms, medians of 7 loads at
 * 4x, 2026-12-06; COOP alone 436): decision 0024.
 */
function policyHeaders(headers) {
  return Object.fromEntries([...headers].filter(([name]) => !BODY_HEADERS.has(name)));
}

/**
 * A second server for the references: the static page with Tack's first image (and Tack's
 * policy headers), and the masonic page with the feed's pins. Images and API paths are proxied
 * to Tack so both are same-origin.
 */
function referenceServer(dir, tackUrl, staticPage, items) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname === '/static.html' || pathname === '/markup.html')
      return res
        .writeHead(200, { ...staticPage.headers, 'content-type': 'text/html' })
        .end(pathname === '/static.html' ? staticPage.html : staticPage.markup);
    if (pathname === '/items.js')
      return res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(`window.__ITEMS=${JSON.stringify(items)};`);
    const file = path.join(dir, decodeURIComponent(pathname));
    if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      return fs.createReadStream(file).pipe(res);
    }
    // Everything else (images) comes from Tack, as the app's page gets it.
    const upstream = await fetch(tackUrl + req.url).catch(() => null);
    if (!upstream) return res.writeHead(502).end();
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function runHomeBench() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-home-'));
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-home-pages-'));
  const tack = await startTack({
    dataDir,
    timeoutMs: 300_000,
    env: { TACK_DEMO: '1', TACK_DEMO_MESSAGES: '1', TACK_DEMO_PINS: String(PINS) },
  });
  let browser;
  let refServer;
  try {
    const { client, cookies } = await signIn(tack.url);
    const home = await tackClient(tack.url).get('/');
    // No style attribute: Tack's CSP (sent with it) allows no inline style.
    const staticPage = {
      html:
        '<!doctype html><html><head><meta charset="utf-8"><title>One image</title></head>' +
        `<body><div>${firstImageTag(home.text)}</div></body></html>`,
      markup: bareMarkup(home.text),
      headers: policyHeaders(home.headers),
    };
    const items = await feedItems(client, 16);
    await buildHomePages(pagesDir);
    refServer = await referenceServer(pagesDir, tack.url, staticPage, items);
    const ref = `http://127.0.0.1:${refServer.address().port}`;
    browser = await launchChromium();

    const runs = {
      clsOut: [],
      clsIn: [],
      lcpTack: [],
      lcpStatic: [],
      lcpMarkup: [],
      scroll: {},
      js: {},
    };
    if (PARTS.has('js')) {
      runs.js.firstLoad = gzipKb(homePageScripts(WEB_DIST));
      runs.js.signedOut = await scriptsFetched(browser, `${tack.url}/`, []);
      runs.js.signedIn = await scriptsFetched(browser, `${tack.url}/`, cookies);
    }
    const shifts = {};
    for (let r = 0; r < ROUNDS && PARTS.has('cls'); r++) {
      const out = await layoutShift(browser, `${tack.url}/`, []);
      const signedIn = await layoutShift(browser, `${tack.url}/`, cookies);
      runs.clsOut.push(out.cls);
      runs.clsIn.push(signedIn.cls);
      if (out.shifts.length) shifts.signedOut = out.shifts;
      if (signedIn.shifts.length) shifts.signedIn = signedIn.shifts;
    }
    for (let r = 0; r < ROUNDS && PARTS.has('lcp'); r++) {
      // Reverse the order every other round, so no page always goes first (a warm cache).
      const pages = [
        ['lcpTack', `${tack.url}/`],
        ['lcpStatic', `${ref}/static.html`],
        ['lcpMarkup', `${ref}/markup.html`],
      ];
      for (const [key, url] of r % 2 ? pages.reverse() : pages)
        runs[key].push(await lcp(browser, url));
    }
    const tackReady = () => document.querySelectorAll('[data-grid-item], [data-card]').length > 0;
    const masonicReady = () => document.querySelectorAll('[data-card]').length > 0;
    const cases = [
      ['200 px x 100', { steps: 100, px: 200 }],
      ['1000 px x 20', { steps: 20, px: 1000 }],
    ];
    for (const [label, shape] of PARTS.has('scroll') ? cases : []) {
      for (const [who, c] of [
        ['signed out', []],
        ['signed in', cookies],
      ]) {
        const key = `${who}, ${label}`;
        runs.scroll[key] = { tack: [], masonic: [] };
        for (let r = 0; r < ROUNDS; r++) {
          runs.scroll[key].tack.push(
            await scroll(browser, `${tack.url}/`, { ...shape, cookies: c, ready: tackReady }),
          );
          runs.scroll[key].masonic.push(
            await scroll(browser, `${ref}/masonic.html`, {
              ...shape,
              cookies: [],
              ready: masonicReady,
            }),
          );
        }
      }
    }
    return {
      date: new Date().toISOString(),
      rounds: ROUNDS,
      pins: PINS,
      items: items.length,
      runs,
      shifts,
    };
  } finally {
    await browser?.close();
    refServer?.close();
    await tack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }
}

async function buildHomePages(outDir) {
  await buildPages(outDir, ['masonic'], { root: path.join(HERE, 'pages') });
}

export function toRows(report) {
  const { runs } = report;
  const rows = [];
  const cls = (name, list) => ({
    name,
    unit: 'CLS',
    tack: round(median(list), 4),
    goal: 0,
    pass: median(list) === 0,
    runs: list.map((x) => round(x, 4)),
  });
  if (runs.clsOut.length) {
    rows.push(cls('home: layout shift, signed out (demo messages on)', runs.clsOut));
    rows.push(cls('home: layout shift, signed in (demo messages on)', runs.clsIn));
  }
  if (runs.lcpTack.length) {
    const lt = median(runs.lcpTack.map((m) => m.lcp));
    const ls = median(runs.lcpStatic.map((m) => m.lcp));
    rows.push({
      name: 'home: LCP signed out, 4x CPU (goal <= 1.3x)',
      unit: 'ms',
      tack: Math.round(lt),
      reference: Math.round(ls),
      referenceName: 'static HTML, same first image',
      ratio: lt / ls,
      better: 'lower',
      pass: lt / ls <= 1.3,
    });
    // Where the difference is: the server's answer (first byte), then the page's own work.
    const tt = median(runs.lcpTack.map((m) => m.ttfb));
    const ts = median(runs.lcpStatic.map((m) => m.ttfb));
    rows.push({
      name: 'home: LCP less the first byte, signed out, 4x CPU',
      unit: 'ms',
      tack: Math.round(lt - tt),
      reference: Math.round(ls - ts),
      referenceName: 'static HTML, same first image',
      ratio: (lt - tt) / (ls - ts),
      better: 'lower',
      firstByte: { tack: Math.round(tt), reference: Math.round(ts) },
    });
    // The floor: the same page's markup alone against the same reference.
    const lm = median(runs.lcpMarkup.map((m) => m.lcp));
    rows.push({
      name: "home: LCP of the home page's markup alone (no stylesheet, no script), 4x CPU",
      unit: 'ms',
      tack: Math.round(lm),
      reference: Math.round(ls),
      referenceName: 'static HTML, same first image',
      ratio: lm / ls,
      better: 'lower',
    });
  }
  for (const who of runs.js?.firstLoad ? ['signedOut', 'signedIn'] : [])
    rows.push({
      name: `home: script a first visit fetches in all, ${who === 'signedIn' ? 'signed in' : 'signed out'} (gzip; demo messages on)`,
      unit: 'KB',
      tack: round(runs.js[who].kb, 1),
      reference: round(runs.js.firstLoad, 1),
      referenceName: "the first load (the budget's figure)",
      ratio: runs.js[who].kb / runs.js.firstLoad,
      better: 'lower',
      details: { files: runs.js[who].files },
    });
  for (const [key, { tack, masonic }] of Object.entries(runs.scroll)) {
    const pick = (list, f) => median(list.map((x) => x[f]));
    for (const [f, unit, what] of [
      ['count', 'tasks', 'tasks over 50 ms'],
      ['longest', 'ms', 'longest task'],
      ['total', 'ms', 'time in tasks over 50 ms'],
    ]) {
      // Results written before a figure was measured print without it (--rows).
      if (tack.some((x) => x[f] === undefined)) continue;
      const t = pick(tack, f);
      const m = pick(masonic, f);
      rows.push({
        name: `home scroll ${key}: ${what}`,
        unit,
        tack: t,
        reference: m,
        referenceName: 'masonic, same cards',
        ratio: m ? t / m : t === 0 ? 1 : Infinity,
        better: 'lower',
      });
    }
    const empty = Math.max(...tack.map((x) => x.emptySteps));
    if (empty)
      rows.push({
        name: `home scroll ${key}: steps with no card`,
        unit: 'steps',
        tack: empty,
        goal: 0,
        pass: false,
      });
  }
  return rows;
}

export default async function run() {
  const report = await runHomeBench();
  const file = path.join(ROOT, 'bench/results/home.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
  if (report.shifts.signedOut)
    console.log('shifts signed out:', JSON.stringify(report.shifts.signedOut));
  if (report.shifts.signedIn)
    console.log('shifts signed in:', JSON.stringify(report.shifts.signedIn));
  return toRows(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  console.table(
    // --rows: print the last run's rows again from bench/results/home.json.
    process.argv.includes('--rows')
      ? toRows(JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results/home.json'), 'utf8')))
      : await run(),
  );
