import http from 'node:http';

/**
 * Round robin over the nodes. A node that refuses the connection (it is gone) is skipped and
 * the request goes to the next, as a load balancer's health check would arrange; a request a
 * node dies in the middle of answers 502. Each response carries its request's number.
 */
export function roundRobinProxy(targets: () => number[]) {
  let next = 0;
  let seq = 0;
  const inFlight = new Map<number, Set<number>>(); // port -> request numbers
  // Headers as large as a node takes and more: the node, not the proxy, answers one too long.
  const server = http.createServer({ maxHeaderSize: 1024 * 1024 }, (req, res) => {
    const id = ++seq;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ports = targets();
      const attempt = (tries: number) => {
        const port = ports[next++ % ports.length]!;
        const mine = inFlight.get(port) ?? inFlight.set(port, new Set()).get(port)!;
        mine.add(id);
        let answered = false;
        const up = http.request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
          (upRes) => {
            answered = true;
            res.writeHead(upRes.statusCode ?? 502, { ...upRes.headers, 'x-proxy-request': id });
            upRes.pipe(res);
            upRes.on('end', () => mine.delete(id));
            upRes.on('error', () => res.destroy());
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          mine.delete(id);
          if (!answered && err.code === 'ECONNREFUSED' && tries < ports.length)
            return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502, { 'x-proxy-request': id });
          res.end();
        });
        up.end(body);
      };
      attempt(1);
    });
  });
  return { server, inFlight };
}
