import fs from 'node:fs';
import http from 'node:http';

/**
 * Downloads the export over real HTTP (inject would buffer the whole body) to `toFile` or nowhere,
 * while sampling this process's memory. Answers the bytes received and the largest growth of
 * RSS and heap over the baseline taken just before the request.
 */
export async function measureExport(url: string, cookie: string, toFile?: string) {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = Date.now();
  try {
    const { status, bytes } = await new Promise<{ status: number; bytes: number }>(
      (resolve, reject) => {
        http
          .get(url, { headers: { cookie } }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            res.on('error', reject);
            if (!toFile) {
              res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
              res.resume();
              return;
            }
            const file = fs.createWriteStream(toFile);
            file.on('finish', () => resolve({ status: res.statusCode ?? 0, bytes }));
            file.on('error', reject);
            res.pipe(file);
          })
          .on('error', reject);
      },
    );
    sample();
    return {
      status,
      bytes,
      ms: Date.now() - started,
      rssGrowthMb: (peakRss - base.rss) / 2 ** 20,
      heapGrowthMb: (peakHeap - base.heapUsed) / 2 ** 20,
    };
  } finally {
    clearInterval(timer);
  }
}
