import type { AddressInfo } from 'node:net';
import express, { type RequestHandler, type Response } from 'express';
import { startLiveMock } from '../../../../mocks/src/testing/live-mock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = { status: string | string[]; data: any };

/** How a real SaaS differs from our mock; each may be changed between runs. */
export type Changes = {
  /** Full paths (from the origin): the first answers 404, the second serves what it served. */
  moves?: Record<string, string>;
  /** Rewrites an answer on its way out (rename a field, add one, quote a number). */
  tamper?: (path: string, body: Envelope) => Envelope;
  /** Answers a request itself instead of the mock (an outage of one endpoint). */
  intercept?: RequestHandler;
};

/**
 * "Acme" (docs/examples/adapters/acme.js): its product list names an item's `name` `title` and
 * quotes the hit count — the differences the documented adapter undoes.
 */
export const acmeDifferences: NonNullable<Changes['tamper']> = (path, body) => {
  if (!path.endsWith('/items/list') || body.status !== 'E000-000') return body;
  body.data.hit = String(body.data.hit);
  for (const item of body.data.items) {
    item.title = item.name;
    delete item.name;
  }
  return body;
};

/**
 * The seeded mock behind an Express front that makes it differ the way a real commerce SaaS
 * does, over real HTTP on an ephemeral port: the conformance tool must find each difference.
 */
export const startChangedSaas = async () => {
  const live = await startLiveMock();
  const changes: Changes = {};
  const front = express();
  front.use((req, res, next) => {
    const moves = Object.entries(changes.moves ?? {});
    if (moves.some(([from]) => req.path === from)) return void res.status(404).send('Not Found');
    const moved = moves.find(([, to]) => req.path === to);
    if (moved) req.url = req.url.replace(moved[1], moved[0]);
    const json = res.json.bind(res) as Response['json'];
    res.json = (body: Envelope) =>
      json(changes.tamper ? changes.tamper(req.path, structuredClone(body)) : body);
    if (changes.intercept) return void changes.intercept(req, res, next);
    next();
  });
  front.use(live.app);
  const server = front.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    live,
    changes,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Back to the plain mock. */
    reset: () => void Object.keys(changes).forEach((k) => delete changes[k as keyof Changes]),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await live.close();
    },
  };
};
