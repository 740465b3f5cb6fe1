// Grid benchmark: the same 10,000 items rendered by our masonry, masonic and Gestalt's Masonry,
// each a production build, in Chromium with the CPU throttled 4x at 1600x1000. For mount, 20
// viewports of scrolling and a resize 1600 -> 1100 it measures script time, layout time, peak DOM
// nodes and frames over 50 ms, and prints our ratio to the better of the two.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const LIBS = ['ours', 'masonic', 'gestalt'];
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function build(outDir) {
  const require = createRequire(path.join(ROOT, 'apps/web/package.json'));
  const { build: viteBuild } = await import(pathToFileURL(require.resolve('vite')).href);
  const react = (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)).default;
  await viteBuild({
    root: path.join(HERE, 'pages'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@tack/masonry': path.join(ROOT, 'packages/masonry/src/index.ts') } },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: Object.fromEntries(LIBS.map((l) => [l, path.join(HERE, 'pages', `${l}.html`)])),
      },
    },
  });
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Runs in the page: a frame loop that records long frames and the peak DOM size.
const PROBE = () => {
  const w = window;
  w.__long = 0;
  w.__peak = 0;
  let last = performance.now();
  const tick = (t) => {
    if (t - last > 50) w.__long++;
    last = t;
    w.__peak = Math.max(w.__peak, document.getElementsByTagName('*').length);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const phases = {};
  async function phase(name, fn) {
    const before = await metrics();
    await page.evaluate(() => {
      window.__long = 0;
      window.__peak = document.getElementsByTagName('*').length;
    });
    await fn();
    await frames();
    const after = await metrics();
    const probe = await page.evaluate(() => ({ long: window.__long, peak: window.__peak }));
    phases[name] = {
      scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000),
      layoutMs: Math.round((after.LayoutDuration - before.LayoutDuration) * 1000),
      peakNodes: probe.peak,
      longFrames: probe.long,
    };
  }
  await phase('mount', async () => {
    await page.goto(url);
    await page.waitForFunction(() => document.querySelectorAll('#root div div').length > 20);
  });
  await phase('scroll', async () => {
    for (let i = 1; i <= 20; i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * 1000);
      await frames();
    }
  });
  await phase('resize', async () => {
    await page.setViewportSize({ width: 1100, height: 1000 });
    await page.waitForTimeout(300);
  });
  await context.close();
  return phases;
}

export default async function runGridBench() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-grid-'));
  await build(out);
  const server = await serve(out);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const results = {};
  try {
    for (const lib of LIBS) results[lib] = await measure(browser, `${base}/${lib}.html`);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
  const rows = [];
  for (const ph of ['mount', 'scroll', 'resize']) {
    console.log(`\n${ph}`);
    console.table(Object.fromEntries(LIBS.map((l) => [l, results[l][ph]])));
    const best = Math.min(results.masonic[ph].scriptMs, results.gestalt[ph].scriptMs);
    const nodes = Math.min(results.masonic[ph].peakNodes, results.gestalt[ph].peakNodes);
    rows.push({
      name: `grid ${ph}: script time`,
      unit: 'ms',
      tack: results.ours[ph].scriptMs,
      reference: best,
      referenceName: 'better of masonic, Gestalt',
      ratio: best ? results.ours[ph].scriptMs / best : null,
      better: 'lower',
    });
    rows.push({
      name: `grid ${ph}: peak DOM nodes`,
      unit: 'nodes',
      tack: results.ours[ph].peakNodes,
      reference: nodes,
      referenceName: 'fewer of masonic, Gestalt',
      ratio: results.ours[ph].peakNodes / nodes,
      better: 'lower',
    });
    rows.push({
      name: `grid ${ph}: frames over 50 ms`,
      unit: 'frames',
      tack: results.ours[ph].longFrames,
      reference: Math.min(results.masonic[ph].longFrames, results.gestalt[ph].longFrames),
      referenceName: 'fewer of masonic, Gestalt',
      ratio: null,
      better: 'lower',
    });
  }
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench/results/grid.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runGridBench();
