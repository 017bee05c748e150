import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can play its faults: stopped (connections cut, new ones
 * refused), or slow (every chunk either way held back). Used by the outage tests and `npm run chaos`;
 * never by the server itself.
 */
export interface FaultProxy {
  /** postgres://… through the proxy: `target` with its host and port replaced. */
  readonly url: string;
  /** Cuts every connection and refuses new ones (ECONNREFUSED), like a stopped server. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Holds back every chunk, both ways, this long (0: none). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let port = 0;
  let server: Server | undefined;

  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (delayMs === 0) to.write(chunk);
      else setTimeout(() => to.writable && to.write(chunk), delayMs);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const db = createConnection({ host: upstream.hostname, port: Number(upstream.port || 5432) });
        sockets.add(client).add(db);
        client.on('close', () => sockets.delete(client));
        db.on('close', () => sockets.delete(db));
        relay(client, db);
        relay(db, client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop,
    start: listen,
    setDelay: (ms) => void (delayMs = ms),
    close: stop,
  };
}
