// Import of a bookmarks file (issue 17): BENCH_IMPORT_BOOKMARKS (default 1,000) bookmarks whose
// pages and images this process serves on loopback, imported by a real Tack process through
// Settings > Import's call; reported as pins imported per second, as a ratio to the page-to-pin
// flow called one page at a time (read the page, then make the pin from its first image, as the
// pin builder does) over BENCH_IMPORT_REFERENCE (default 200) other pages of the same site.
// Every page and image is distinct, so neither run is helped by the other's cache.
// Usage: npm run bench -- import
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tackClient, random } from './lib/client.mjs';
import { uniquePng } from './lib/images.mjs';
import { startTack } from './lib/server.mjs';

const BOOKMARKS = Number(process.env.BENCH_IMPORT_BOOKMARKS ?? 1000);
const REFERENCE = Number(process.env.BENCH_IMPORT_REFERENCE ?? 200);

const pageHtml = (kind, i) => `<!doctype html><html><head><title>${kind} page ${i}</title>
<meta property="og:title" content="${kind} ${i}">
<meta property="og:description" content="Page ${i} of the benchmark site.">
<meta property="og:image" content="/img/${kind}/${i}.png"></head><body><p>${kind} ${i}</p></body></html>`;

/** The site: `/p/<i>` and `/r/<i>` pages, each with its own image. */
async function startSite() {
  const rng = random(17);
  const images = new Map();
  for (const [kind, n] of [
    ['p', BOOKMARKS],
    ['r', REFERENCE],
  ])
    for (let i = 0; i < n; i++) images.set(`/img/${kind}/${i}.png`, await uniquePng(rng));
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const page = /^\/([pr])\/(\d+)$/.exec(url);
    if (page)
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(pageHtml(page[1], page[2]));
    const image = images.get(url);
    if (image)
      return void res
        .writeHead(200, { 'content-type': 'image/png', 'content-length': image.length })
        .end(image);
    res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

function bookmarksFile(origin) {
  const links = Array.from(
    { length: BOOKMARKS },
    (_, i) => `<DT><A HREF="${origin}/p/${i}">Bookmark ${i}</A>`,
  );
  return `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>
<DL><p><DT><H3>Benchmark</H3><DL><p>
${links.join('\n')}
</DL><p></DL><p>
`;
}

/** The page-to-pin flow, one page after another: pins a second. */
async function reference(client, origin, boardId) {
  const t0 = Date.now();
  for (let i = 0; i < REFERENCE; i++) {
    const preview = await client.resource('PagePreviewResource', 'create', {
      url: `${origin}/r/${i}`,
    });
    if (preview.status !== 200) throw new Error(`preview ${i}: ${preview.text}`);
    const p = preview.data;
    const pin = await client.resource('PinResource', 'create', {
      board_id: boardId,
      image_url: p.images[0].url,
      method: 'scraped',
      link: p.url,
      title: p.title,
      description: p.description,
    });
    if (pin.status !== 200) throw new Error(`pin ${i}: ${pin.text}`);
  }
  return REFERENCE / ((Date.now() - t0) / 1000);
}

/** The import: upload, then follow it as the settings page does until it is done. */
async function importRun(client, origin) {
  const form = new FormData();
  form.append('file', new Blob([bookmarksFile(origin)], { type: 'text/html' }), 'bookmarks.html');
  const t0 = Date.now();
  const started = await client.request('POST', '/v3/users/me/imports/', form);
  if (started.status !== 200) throw new Error(`upload: ${started.text}`);
  let job = started.data;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    job = (await client.resource('UserImportResource', 'get', { id: job.id })).data;
  }
  const seconds = (Date.now() - t0) / 1000;
  if (job.state !== 'done' || job.pins.imported !== BOOKMARKS)
    throw new Error(`the import ended ${job.state}: ${JSON.stringify(job)}`);
  return { rate: job.pins.imported / seconds, seconds };
}

export default async function importBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-bench-import-'));
  const site = await startSite();
  const server = await startTack({
    dataDir,
    // The pages are on loopback: allowed only outside production. The one-by-one reference
    // makes two fetches a pin, far past the default outside-fetch limit, and each of its pins
    // by an image URL counts as an upload.
    env: {
      NODE_ENV: 'development',
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      FETCH_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
      JOBS_POLL_MS: '100',
    },
  });
  try {
    const client = tackClient(server.url, { timeoutMs: 60_000 });
    const signup = await client.signup('importer', 'correct horse battery');
    if (signup.status !== 200) throw new Error(`signup: ${signup.text}`);
    const board = await client.resource('BoardResource', 'create', { name: 'One by one' });
    const refRate = await reference(client, site.origin, board.data.id);
    console.log(`page-to-pin flow one by one: ${refRate.toFixed(1)} pins/s over ${REFERENCE}`);
    const { rate, seconds } = await importRun(client, site.origin);
    console.log(
      `import: ${BOOKMARKS} bookmarks in ${seconds.toFixed(1)} s, ${rate.toFixed(1)} pins/s`,
    );
    return [
      {
        name: `import: ${BOOKMARKS} bookmarks, pins a second`,
        unit: 'pins/s',
        tack: Number(rate.toFixed(1)),
        reference: Number(refRate.toFixed(1)),
        referenceName: 'page-to-pin flow, one page at a time',
        ratio: rate / refRate,
        better: 'higher',
      },
    ];
  } finally {
    await server.stop();
    await new Promise((r) => site.server.close(r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
