import net from 'node:net';
import ipaddr from 'ipaddr.js';

const isLoopback = (address: string) => {
  try {
    const ip = ipaddr.process(address);
    return ip.range() === 'loopback';
  } catch {
    return false;
  }
};

const leave = (address: string) =>
  new Error(`A test tried to connect to ${address}: tests may only reach loopback`);

/**
 * A safety net for the fetcher's tests: while installed, a socket may connect to loopback only.
 * The tests aim the fetcher at private and metadata addresses that it must refuse before
 * connecting; if a change ever broke that rule, this stops the packet instead of letting the
 * test suite send traffic to a real network. Returns the uninstaller.
 */
export function allowLoopbackConnectionsOnly(): () => void {
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as
      (net.TcpNetConnectOpts & { path?: string }) | undefined;
    if (first && typeof first === 'object' && !first.path) {
      const host = first.host ?? 'localhost';
      if (net.isIP(host) && !isLoopback(host)) throw leave(host);
      const lookup = first.lookup;
      if (lookup)
        first.lookup = ((name: string, opts: object, cb: (...r: unknown[]) => void) =>
          lookup(
            name,
            opts as never,
            ((err: unknown, address: unknown, family: unknown) => {
              const list = Array.isArray(address)
                ? (address as { address: string }[]).map((a) => a.address)
                : [address as string];
              const outside = list.find((a) => a && !isLoopback(a));
              if (!err && outside) return cb(leave(outside));
              return cb(err, address, family);
            }) as never,
          )) as typeof lookup;
    }
    return original.apply(this, args as never);
  } as typeof original;
  return () => {
    net.Socket.prototype.connect = original;
  };
}
