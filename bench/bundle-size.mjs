// How much gzipped JavaScript the home page loads, against a bare React 19 app built the same way.
// Usage: node bench/bundle-size.mjs  (or through bench/run.mjs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The web app as `npm run build` leaves it. */
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
// Issue 19's goal is 128 KB. After merging invites, reporting, the verified badge and export
// (2026-11-25) the first load is 128.2 KB, and two quick cuts tried then made it larger (see
// decision 0008). Issue 12's outbound links, stats button and impression tracking then took it to
// 129.4 KB with their work already in lazy chunks (decision 0008, "Issue 12"). The card's image
// leaving for the pin's link (decision 0015: the outbound image link, the footer title's link,
// the carousel's 108 event; "Open Pin", the ad's attribution link and the time to offsite are in
// lazy chunks) took it from 129.32 to 129.57 KB, and issue 14's business access added 0.31 KB
// (the header's switcher mount, the acting state cards subscribe to for PC §4's acting manager,
// the promote button, the acting header in the API client; decision 0017). The check guards
// what the merged build measures until issue 19's work brings it back under 128. On 2026-11-27
// main measured 130.3 KB (over the 129.9 guard after the latest merges); issue 19's messages
// rendered with the page add 0.2 KB (the reader of the server's message markup and the phone
// bar's fallbacks; decision 0024). Merging the route table, business access, v5, imports and
// the save window the same day took it to 131.4 KB, so the guard is what that build measures,
// not the goal. Waiting for the session before an action (a click before the page knows who is
// signed in no longer opens the login prompt) and the header's Messages following the viewer's
// `should_show_messaging` added 0.1 KB (2026-11-27): 131.5 KB. Issue 19 (2026-11-28): React, the
// router, TanStack Query and the preload helper as one vendor chunk (was six), the page view's event
// queue fetched with the event log's chunk, and the placements out of contract/constants.ts: 127.1 KB;
// React Router's production build (its package exports the development one, with its warnings,
// under every condition; apps/web/vite.config.ts aliases it): 126.6 KB. 2026-12-05: the app's
// first render waits for the server grid's first images to be painted (issue 19, target 7):
// 0.13 KB, 126.7 KB. 2026-12-07: a card mounted while the page scrolls waits for the page to be
// still before its save button and footer (issue 19, target 5; decision 0035): 0.3 KB, 127.0 KB.
export const FIRST_LOAD_BUDGET_KB = 127.1;
/** Issue 19's goal, which the bench reports against. */
export const FIRST_LOAD_GOAL_KB = 128;
/** Issue 19's goal for the first load of a home page that shows a message (its renderer's chunk). */
export const WITH_RENDERER_GOAL_KB = 140;
// Measured first on 2026-11-28: 158.0 KB. The renderers' chunk (16.7 KB) was DOMPurify and all
// fifteen kinds' renderers; their shared parts added 7.9 KB and the route table 3.1 KB (a survey
// read an event's name from the lifecycle rules). 2026-11-29: message HTML goes through the
// browser's own sanitizer (DOMPurify is fetched only where there is none), each kind is a chunk of
// its own with its own rules, and what they share is one chunk: the heaviest kind (a callout,
// with its icons) loads 135.1 KB (decision 0008). 2026-12-05, with the first render's wait for the
// server grid's first images: 135.3 KB; 2026-12-07, with the cards' parts waiting while the page
// scrolls: 135.6 KB.
export const WITH_RENDERER_BUDGET_KB = 135.7;
// The same with the placements' chunk, which every page fetches as it mounts (reported, no goal):
// 143.8 KB on 2026-12-05, 144.1 KB on 2026-12-07.
export const WITH_PLACEMENTS_BUDGET_KB = 144.2;

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** What `files` weigh together, gzip -9, in KB: the figure the budgets and goals are in. */
export const gzipKb = (files) => files.reduce((sum, f) => sum + gzipSize(f), 0) / 1024;

/** Module scripts and modulepreloads in index.html, plus everything they import statically. */
export function homePageScripts(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const queue = tags
    .filter((t) => /type=["']?module/.test(t) || /rel=["']?modulepreload/.test(t))
    .map((t) => t.match(/(?:src|href)=["']?([^"'\s>]+)/)?.[1])
    .filter((url) => url && !/^(https?:)?\/\//.test(url))
    .map((url) => path.join(distDir, url.replace(/^\//, '')));
  const seen = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    // Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from`; not `import("./x.js")`.
    const code = fs.readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+\.js)["']/g,
    )) {
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(path.join(distDir, spec));
    }
  }
  return [...seen];
}

const RENDERERS_DIR = 'src/features/experiences/renderers/';

/** A chunk of Vite's manifest by its module, or by the name Vite gives it when it is not an entry. */
const chunksOf = (manifest, src, name) =>
  Object.keys(manifest).filter(
    (k) => manifest[k].src === src || (!manifest[k].src && manifest[k].name === name),
  );

/**
 * What a home page showing one message loads for it, for each renderer module (a kind, or two
 * kinds sharing one), from Vite's manifest: the first load, the renderers' shared chunk and the
 * kind's own chunk, each with its static imports. With `placements`, also the placements' chunk
 * (the store, the lifecycle rules and the route table they read), which every page fetches as it
 * mounts, message or not, like the other chunks the first-load figure leaves out.
 */
export function withRendererByKind(distDir, { placements = false } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const first = homePageScripts(distDir).map((f) => path.resolve(f));
  const shared = chunksOf(manifest, `${RENDERERS_DIR}index.ts`, 'renderers');
  const placement = chunksOf(
    manifest,
    'src/features/experiences/PlacementView.tsx',
    'PlacementView',
  );
  if (!shared.length || !placement.length)
    throw new Error('no placements or renderers chunk in the manifest');
  const kinds = Object.keys(manifest).filter(
    (k) =>
      manifest[k].isDynamicEntry &&
      k.startsWith(RENDERERS_DIR) &&
      /^[A-Z]\w*\.tsx$/.test(k.slice(RENDERERS_DIR.length)),
  );
  if (!kinds.length) throw new Error("no kind's renderer chunk in the manifest");
  return kinds.map((kind) => {
    const files = new Set(first);
    const walk = (key) => {
      const chunk = manifest[key];
      const file = chunk && path.resolve(distDir, chunk.file);
      if (!chunk || files.has(file)) return;
      files.add(file);
      for (const i of chunk.imports ?? []) walk(i);
    };
    [...(placements ? placement : []), ...shared, kind].forEach(walk);
    return { kind: path.basename(kind, '.tsx'), files: [...files] };
  });
}

/** The heaviest of `withRendererByKind`: the figure the goal and the budget are about. */
export function withRendererScripts(distDir, options) {
  const byKind = withRendererByKind(distDir, options).map((k) => ({ ...k, kb: gzipKb(k.files) }));
  return byKind.sort((a, b) => b.kb - a.kb)[0].files;
}

function measure(distDir, scripts = homePageScripts) {
  const files = scripts(distDir);
  if (!files.length) throw new Error(`no module scripts found in ${distDir}/index.html`);
  return {
    bytes: files.reduce((sum, f) => sum + gzipSize(f), 0),
    files: files.map((f) => path.relative(distDir, f)),
  };
}

async function buildBareReact() {
  // @vitejs/plugin-react is a dependency of the web app; use that very copy.
  const requireFromWeb = createRequire(path.join(ROOT, 'apps/web/package.json'));
  const { default: react } = await import(
    pathToFileURL(requireFromWeb.resolve('@vitejs/plugin-react')).href
  );
  const { build } = await import('vite');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-bare-react-'));
  await build({
    root: path.join(ROOT, 'bench/bare-react'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

export default async function bundleSize() {
  const kb = (b) => Math.round((b / 1024) * 10) / 10;
  const bareDir = await buildBareReact();
  let bare;
  try {
    bare = measure(bareDir);
  } finally {
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
  console.log(`bare React: ${kb(bare.bytes)} KB gzip (${bare.files.join(', ')})`);
  const row = {
    name: 'home page JS (gzip)',
    unit: 'KB',
    reference: kb(bare.bytes),
    referenceName: 'bare React 19',
    better: 'lower',
  };

  const web = spawnSync('npm', ['run', 'build', '-w', '@tack/web'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (web.status !== 0) {
    console.error(`${web.stdout}\n${web.stderr}`.trim().split('\n').slice(-25).join('\n'));
    return [
      { ...row, tack: null, ratio: null, error: 'web build failed (npm run build -w @tack/web)' },
    ];
  }
  const tack = measure(WEB_DIST);
  console.log(`Tack home:  ${kb(tack.bytes)} KB gzip (${tack.files.join(', ')})`);
  const heaviest = (options) =>
    withRendererByKind(WEB_DIST, options)
      .map(({ kind, files }) => ({ kind, kb: kb(gzipKb(files) * 1024), files }))
      .sort((a, b) => b.kb - a.kb);
  const byKind = heaviest();
  const withPlacements = heaviest({ placements: true });
  console.log(
    `with a message, by renderer: ${byKind.map((k) => `${k.kind} ${k.kb}`).join(', ')} KB`,
  );
  return [
    {
      ...row,
      tack: kb(tack.bytes),
      ratio: tack.bytes / bare.bytes,
      // The first-load budget (issue 21, decision 0008); e2e/budget.spec.ts checks it after every e2e build.
      goal: `<= ${FIRST_LOAD_GOAL_KB} KB`,
      pass: kb(tack.bytes) <= FIRST_LOAD_GOAL_KB,
      details: { tackFiles: tack.files, referenceFiles: bare.files },
    },
    {
      ...row,
      name: `home page JS with a message renderer (gzip; the heaviest kind, ${byKind[0].kind})`,
      tack: byKind[0].kb,
      ratio: byKind[0].kb / kb(bare.bytes),
      goal: `<= ${WITH_RENDERER_GOAL_KB} KB`,
      pass: byKind[0].kb <= WITH_RENDERER_GOAL_KB,
      details: { byKind: byKind.map(({ kind, kb }) => ({ kind, kb })) },
    },
    {
      ...row,
      // Reported, no goal: every page fetches the placements' chunk as it mounts, message or not.
      name: `... and the placements' chunk (gzip; ${withPlacements[0].kind})`,
      tack: withPlacements[0].kb,
      ratio: withPlacements[0].kb / kb(bare.bytes),
      details: { tackFiles: withPlacements[0].files.map((f) => path.relative(WEB_DIST, f)) },
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.table(await bundleSize());
