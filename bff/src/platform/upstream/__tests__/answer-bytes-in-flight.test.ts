import { listen, testConfig } from '../../../__tests__/support/stack';
import { createUpstreamHttp } from '../upstream-http';

/**
 * docs/security.md#upstream-answer-bytes: the bytes of upstream answers held while they are read
 * are counted against one budget for the whole process; an answer that would go over it is
 * refused (`busy`), a call is not even sent while it is spent, and every answer gives its bytes
 * back when it is done. No timings: the upstream holds an answer halfway until the test lets go.
 */
const mib = 1024 * 1024;
const head = '{"status":"E000-000","data":{"pad":"';
const tail = '"}}';
/** The first `bytes` of a JSON answer (its tail is written later). */
const answerHead = (bytes: number) => head + 'x'.repeat(bytes - head.length);

const startUpstream = async () => {
  const seen: string[] = [];
  let letGo: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const listening = await listen((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(req.url!);
      const bytes = Number(new URL(req.url!, 'http://x').searchParams.get('bytes'));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write(answerHead(bytes));
      // `/held` answers its head now and its tail once the test lets go; others at once.
      if (req.url!.startsWith('/api/v1/held')) void released.then(() => res.end(tail));
      else res.end(tail);
    });
  });
  return { ...listening, seen, letGo };
};

const clientOf = (url: string, budgetBytes: number) =>
  createUpstreamHttp({
    ...testConfig({ UPSTREAM_URL: url, UPSTREAM_ANSWER_BYTES_IN_FLIGHT: String(budgetBytes) })
      .upstream,
    basePath: '/api/v1',
  });
const call = (client: ReturnType<typeof clientOf>, path: string) =>
  client.send({ method: 'POST', path, headers: {}, body: {} });

/** Waits (turn by turn, no clock) until the client holds `bytes` of answers. */
const untilHeld = async (client: ReturnType<typeof clientOf>, bytes: number) => {
  while (client.answerBytesInFlight() < bytes) await new Promise((r) => setImmediate(r));
};

describe('the budget of upstream answer bytes in flight', () => {
  it('refuses an answer that would go over it while another is held, and is whole again after', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url, 3 * mib);
    const first = call(client, `/held?bytes=${2 * mib}`);
    await untilHeld(client, 2 * mib);

    expect(await call(client, `/big?bytes=${2 * mib}`)).toEqual({
      kind: 'failure',
      reason: 'busy',
    });
    // The refused answer's bytes are given back at once; the held one's are still counted.
    expect(client.answerBytesInFlight()).toBe(2 * mib);
    // A small answer still fits beside the held one.
    expect(await call(client, `/small?bytes=${mib / 2}`)).toMatchObject({
      kind: 'response',
      status: 'E000-000',
    });

    upstream.letGo();
    const done = await first;
    expect(done).toMatchObject({ kind: 'response', httpStatus: 200, status: 'E000-000' });
    expect((done as { data: { pad: string } }).data.pad.length).toBe(2 * mib - head.length);
    expect(client.answerBytesInFlight()).toBe(0);
    client.close();
    await upstream.close();
  });

  it('sends no call while the budget is spent, and gives back the bytes of a refused answer', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url, 2 * mib);
    const first = call(client, `/held?bytes=${2 * mib}`);
    await untilHeld(client, 2 * mib);

    expect(await call(client, `/unsent?bytes=16`)).toEqual({ kind: 'failure', reason: 'busy' });
    expect(upstream.seen.some((url) => url.startsWith('/api/v1/unsent'))).toBe(false);

    // The held answer's tail goes over the budget too: refused, and its bytes given back.
    upstream.letGo();
    expect(await first).toEqual({ kind: 'failure', reason: 'busy' });
    expect(client.answerBytesInFlight()).toBe(0);
    expect(await call(client, `/after?bytes=${mib}`)).toMatchObject({ kind: 'response' });
    expect(client.answerBytesInFlight()).toBe(0);
    client.close();
    await upstream.close();
  });

  it('gives back the bytes of an answer whose connection breaks midway', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url, 3 * mib);
    const first = call(client, `/held?bytes=${mib}`);
    await untilHeld(client, mib);
    upstream.server.closeAllConnections();
    expect(await first).toEqual({ kind: 'failure', reason: 'dropped' });
    expect(client.answerBytesInFlight()).toBe(0);
    client.close();
    await upstream.close();
  });
});
