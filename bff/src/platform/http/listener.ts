import http from 'node:http';
import type { Socket } from 'node:net';

export type ListenerLimits = {
  /** The whole request, body included, must arrive within this (else 408 and close). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap. */
  maxConnectionsPerAddress: number;
};

/** What a refused connection is told before it is closed. */
const refusal =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n';

/**
 * Refuses a client address's connections beyond `max` (docs/security.md#slow-clients): the count
 * goes up when a socket connects and down when it closes, so a client holding its sockets open
 * cannot take more, while every other address is served.
 */
const capConnectionsPerAddress = (server: http.Server, max: number) => {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.end(refusal);
      socket.destroySoon();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
};

/**
 * The BFF's HTTP server with its limits on slow and numerous connections
 * (docs/security.md#slow-clients): a request whose headers or body trickle in is answered 408 and
 * closed after the configured time (Node checks every second here, not every 30), and one client
 * address cannot hold more than its share of connections. It once took 3,000 slowly sent bodies
 * held for 100 s and more.
 */
export const createListener = (limits: ListenerLimits): http.Server => {
  const server = http.createServer({
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  });
  if (limits.maxConnectionsPerAddress > 0)
    capConnectionsPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
};
