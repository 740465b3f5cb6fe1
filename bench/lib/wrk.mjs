// wrk (Debian's `wrk` package), an HTTP load generator written in C, for the feed benchmark's
// target 3: it spends about 0.1 CPU ms on a 113 KB feed answer, where autocannon, in the bench's
// own process, spent 0.6-0.8 ms on the same two cores the servers share (2026-12-05).
import { spawnSync } from 'node:child_process';

/** Whether `wrk` is installed (it prints its version and exits 1). */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * One wrk run (one thread, `connections` keep-alive connections): req/s, the server's CPU ms per
 * request, and wrk's own (from the shell's `times` once it has exited). Any socket error or
 * non-2xx answer fails.
 */
export function wrkLoad({ url, headers = {}, server }, duration, connections) {
  const header = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, ...header, url];
  const cpuBefore = server.cpuMs();
  const run = spawnSync('sh', ['-c', 'wrk "$@"; s=$?; times; exit $s', 'sh', ...args], {
    encoding: 'utf8',
  });
  const cpuAfter = server.cpuMs();
  if (run.status !== 0)
    throw new Error(`wrk ${url}: exit ${run.status}\n${run.stdout}${run.stderr}`);
  const out = run.stdout;
  const requests = Number(out.match(/(\d+) requests in/)?.[1]);
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socketErrors = (out.match(/Socket errors: (.*)/)?.[1].match(/\d+/g) ?? []).map(Number);
  if (!requests || !rps) throw new Error(`wrk ${url}: no figures in\n${out}`);
  if (non2xx > 0 || socketErrors.some((n) => n > 0))
    throw new Error(`wrk ${url}: ${non2xx} non-2xx answers, socket errors ${socketErrors}`);
  // `times` prints the shell's user and system time, then its children's: wrk's.
  const children = out.trim().split('\n').at(-1);
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, m, s]) => Number(m) * 60 + Number(s),
  );
  if (seconds.length !== 2) throw new Error(`wrk ${url}: no CPU times in "${children}"`);
  return {
    rps,
    cpuPerRequest: (cpuAfter - cpuBefore) / requests,
    genCpuPerRequest: ((seconds[0] + seconds[1]) * 1000) / requests,
  };
}
