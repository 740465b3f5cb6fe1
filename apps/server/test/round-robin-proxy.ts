import http from 'node:http';

/** Methods a proxy may send again to another node when the first died before answering. */
const IDEMPOTENT = new Set(['GET', 'HEAD']);

/**
 * Round robin over the nodes. A node that refuses the connection (it is gone) is skipped and
 * the request goes to the next, as a load balancer's health check would arrange. A node that dies
 * before answering a GET or HEAD has it sent to the next node (nginx's `proxy_next_upstream
 * error`); any other request a node dies in the middle of answers 502. Each response carries its
 * request's number.
 */
export function roundRobinProxy(targets: () => number[]) {
  let next = 0;
  let seq = 0;
  const inFlight = new Map<number, Set<number>>(); // port -> request numbers
  /** Of those, the ones a retry cannot save: unsafe methods, and answers already under way. */
  const unretryable = new Map<number, Set<number>>();
  const setOf = (map: Map<number, Set<number>>, port: number) =>
    map.get(port) ?? map.set(port, new Set()).get(port)!;
  // Headers as large as a node takes and more: the node, not the proxy, answers one too long.
  const server = http.createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => {
    const id = ++seq;
    const chunks: Buffer[] = [];
    const retryable = IDEMPOTENT.has(req.method ?? '');
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ports = targets();
      const attempt = (tries: number) => {
        const port = ports[next++ % ports.length]!;
        const mine = setOf(inFlight, port);
        const lost = setOf(unretryable, port);
        mine.add(id);
        if (!retryable) lost.add(id);
        const done = () => {
          mine.delete(id);
          lost.delete(id);
        };
        let answered = false;
        const up = http.request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
          (upRes) => {
            answered = true;
            lost.add(id);
            res.writeHead(upRes.statusCode ?? 502, { ...upRes.headers, 'x-proxy-request': id });
            upRes.pipe(res);
            upRes.on('end', done);
            upRes.on('error', () => res.destroy());
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          done();
          const again = err.code === 'ECONNREFUSED' || (retryable && err.code === 'ECONNRESET');
          if (!answered && again && tries < ports.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { 'x-proxy-request': id });
          res.end();
        });
        up.end(body);
      };
      attempt(1);
    });
  });
  return {
    server,
    inFlight,
    /** How many requests the proxy has taken. */
    requests: () => seq,
    /** Whether a node dying now would fail a request it has (see `unretryable`). */
    holdsUnretryable: (port: number) => (unretryable.get(port)?.size ?? 0) > 0,
  };
}
