// What a server sends the upstream, seen from the upstream's side: a forwarding recorder in
// front of the mock, so the bench can show that the peer (peers/) makes the same upstream
// requests as the gateway before their throughput is compared. Used only for that check, never
// on a measured path (it costs a hop).
import http from 'node:http';
import type net from 'node:net';

export type UpstreamRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};

/** Headers that name the connection or the request, not what was asked: left out of a comparison. */
const perConnection = new Set(['host', 'connection', 'keep-alive', 'x-request-id']);

/** Forwards every request to `target` (an origin) and keeps a copy of what was asked. */
export const startUpstreamRecorder = async (target: string) => {
  const requests: UpstreamRequest[] = [];
  const origin = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[name] = value;
      requests.push({ method: req.method!, path: req.url!, headers, body: body.toString() });
      const forward = http.request(
        { host: origin.hostname, port: origin.port, path: req.url, method: req.method, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined && name !== 'host') forward.setHeader(name, value);
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * The differences between two upstream requests (per-connection headers aside); none when equal.
 * `opaque` headers (credentials each server got at its own sign-in) are compared by presence.
 */
export const requestDifferences = (
  ours: UpstreamRequest,
  theirs: UpstreamRequest,
  opaque: string[] = [],
): string[] => {
  const out: string[] = [];
  if (ours.method !== theirs.method) out.push(`method ${ours.method} vs ${theirs.method}`);
  if (ours.path !== theirs.path) out.push(`path ${ours.path} vs ${theirs.path}`);
  if (ours.body !== theirs.body) out.push(`body ${ours.body} vs ${theirs.body}`);
  const names = new Set([...Object.keys(ours.headers), ...Object.keys(theirs.headers)]);
  for (const name of [...names].sort()) {
    if (perConnection.has(name)) continue;
    const seen = (h: Record<string, string>) =>
      opaque.includes(name) && h[name] !== undefined ? '(present)' : h[name];
    const a = seen(ours.headers);
    const b = seen(theirs.headers);
    if (a !== b) out.push(`${name}: ${a ?? '(none)'} vs ${b ?? '(none)'}`);
  }
  return out;
};
