// Grid benchmark: the same 10,000 items rendered by our masonry, masonic and Gestalt's Masonry,
// each a production build, in Chromium with the CPU throttled 4x at 1600x1000. For mount, 20
// viewports of scrolling and a resize 1600 -> 1100 it measures script time, layout time, peak DOM
// nodes and frames over 50 ms, and prints our ratio to the better of the two. Loading the page
// (React, the grid's library, the items) is measured apart, before the grid mounts.
// Usage: node bench/grid/run.mjs   (GRID_ROUNDS=n for more rounds; the median is reported)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPages, serve } from './build.mjs';
import { PROBE } from './probe.mjs';
import { launchChromium } from '../lib/browser.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const GRIDS = ['ours', 'masonic', 'gestalt'];
const PHASES = ['load', 'mount', 'scroll', 'resize'];
const METRICS = ['scriptMs', 'layoutMs', 'peakNodes', 'longFrames', 'rafGaps'];

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
  const result = {};
  async function phase(name, fn) {
    const before = await metrics();
    await page.evaluate(() => window.__probe?.reset());
    await fn();
    await frames();
    const after = await metrics();
    const probe = await page.evaluate(() => window.__probe.read());
    result[name] = {
      scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000),
      layoutMs: Math.round((after.LayoutDuration - before.LayoutDuration) * 1000),
      ...probe,
    };
  }
  await phase('load', async () => {
    await page.goto(url);
    await page.waitForFunction(() => window.__ready);
  });
  await phase('mount', async () => {
    await page.evaluate(() => window.__mount());
    await page.waitForFunction(() => document.querySelectorAll('[data-card]').length >= 20);
  });
  result.mount.columns = await page.evaluate(() => window.__probe.columns());
  await phase('scroll', async () => {
    for (let i = 1; i <= 20; i++) {
      await page.evaluate((y) => window.scrollTo(0, y), i * 1000);
      await frames();
      await page.evaluate(() => window.__probe.checkCovered());
    }
  });
  await phase('resize', async () => {
    await page.setViewportSize({ width: 1100, height: 1000 });
    await page.waitForTimeout(300);
    await frames();
  });
  result.resize.columns = await page.evaluate(() => window.__probe.columns());
  await context.close();
  return result;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};

/** Builds the pages, measures every grid `rounds` times (order rotated), returns the medians. */
export async function runGridBench({
  rounds = Number(process.env.GRID_ROUNDS ?? 3),
  grids = GRIDS,
} = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-grid-'));
  await buildPages(out, [...grids, 'floor']);
  const server = await serve(out);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  const runs = Object.fromEntries([...grids, 'floor'].map((g) => [g, []]));
  try {
    for (let r = 0; r < rounds; r++) {
      const k = r % grids.length;
      const order = [...grids.slice(k), ...grids.slice(0, k), 'floor'];
      for (const grid of order) runs[grid].push(await measure(browser, `${base}/${grid}.html`));
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
  const results = {};
  for (const [grid, list] of Object.entries(runs)) {
    results[grid] = {};
    for (const ph of Object.keys(list[0])) {
      results[grid][ph] = Object.fromEntries(
        METRICS.map((m) => [m, median(list.map((x) => x[ph][m]))]),
      );
      // Sanity: every scroll step showed cards in the viewport; the grid had its columns.
      const extra = list[0][ph];
      if ('minCovered' in extra)
        results[grid][ph].minCovered = Math.min(...list.map((x) => x[ph].minCovered));
      if ('columns' in extra) results[grid][ph].columns = extra.columns;
    }
  }
  return { date: new Date().toISOString(), rounds, machine: machine(), results, runs };
}

function machine() {
  return { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model };
}

/**
 * Script above the floor: each grid's script in a phase less the floor page's in the same round
 * (React mounting and removing the same cards, with no grid), the median over rounds.
 */
export function aboveFloor(report, grid, phase) {
  const { runs } = report;
  // Below the floor is noise: no grid does less than React showing the same cards.
  return Math.max(
    0,
    median(runs[grid].map((r, i) => r[phase].scriptMs - runs.floor[i][phase].scriptMs)),
  );
}

/** tack / reference, where 0 against 0 is a tie (1), not a failure. */
const ratioOf = (tack, reference) =>
  reference ? tack / reference : tack === reference ? 1 : Infinity;

/** Rows for bench/run.mjs: ours against the better of masonic and Gestalt, per phase. */
export function toRows(report) {
  const { results } = report;
  const rows = [];
  const ref = 'better of masonic, Gestalt';
  const row = (name, unit, tack, reference) => ({
    name,
    unit,
    tack,
    reference,
    referenceName: ref,
    ratio: ratioOf(tack, reference),
    better: 'lower',
  });
  // Loading the page is reported by printReport, not compared: every page loads the same React.
  for (const ph of PHASES.filter((p) => p !== 'load')) {
    const [ours, a, b] = GRIDS.map((g) => results[g][ph]);
    const best = (m) => Math.min(a[m], b[m]);
    rows.push(row(`grid ${ph}: script time`, 'ms', ours.scriptMs, best('scriptMs')));
    const [o, ...others] = GRIDS.map((g) => aboveFloor(report, g, ph));
    rows.push(row(`grid ${ph}: script above the floor`, 'ms', o, Math.min(...others)));
    rows.push(row(`grid ${ph}: peak DOM nodes`, 'nodes', ours.peakNodes, best('peakNodes')));
    rows.push(row(`grid ${ph}: frames over 50 ms`, 'frames', ours.longFrames, best('longFrames')));
  }
  return rows;
}

export function printReport(report) {
  const { results } = report;
  console.log(`Medians of ${report.rounds} rounds. CPU throttled 4x, 1600x1000.`);
  for (const ph of PHASES) {
    console.log(`\n${ph}`);
    const rows = Object.fromEntries(
      [...GRIDS, 'floor'].filter((g) => results[g][ph]).map((g) => [g, results[g][ph]]),
    );
    console.table(rows);
    const [ours, a, b] = GRIDS.map((g) => results[g][ph]);
    const ratio = (m) => {
      const best = Math.min(a[m], b[m]);
      return best ? (ours[m] / best).toFixed(2) : ours[m] === 0 ? '0 (both 0)' : 'inf';
    };
    console.log(
      `ours / better of the two: script ${ratio('scriptMs')}, layout ${ratio('layoutMs')}, ` +
        `DOM nodes ${ratio('peakNodes')}; frames over 50 ms: ours ${ours.longFrames}, ` +
        `masonic ${a.longFrames}, Gestalt ${b.longFrames}`,
    );
    if (ph !== 'load') {
      const [o, m, g] = GRIDS.map((grid) => aboveFloor(report, grid, ph));
      console.log(
        `script above the floor (${results.floor[ph].scriptMs} ms): ours ${o}, masonic ${m}, ` +
          `Gestalt ${g}; ours / better ${ratioOf(o, Math.min(m, g)).toFixed(2)}`,
      );
    }
  }
}

export default async function run() {
  const report = await runGridBench();
  printReport(report);
  const file = path.join(ROOT, 'bench/results/grid.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), file)}`);
  return toRows(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await run();
