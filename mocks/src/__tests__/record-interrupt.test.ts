import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Fixture } from '../replay/fixture';

// docs/qa.md#record: a clicked-through recording survives Ctrl-C through npm and tsx, and a
// committed recording is never replaced without --force.
const root = path.resolve(__dirname, '../../..');

/** `npm run record -- ARGS` in its own process group, so a signal reaches npm, tsx and node. */
const record = (args: string[]) => {
  const child = spawn('npm', ['run', '--silent', 'record', '--', ...args], {
    cwd: root,
    detached: true,
  });
  let output = '';
  const listeners: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((l) => l());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    output: () => output,
    closed,
    /** Resolves with the match once the output shows `pattern`. */
    seen: (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve) => {
        const check = () => {
          const match = output.match(pattern);
          if (match) resolve(match);
        };
        listeners.push(check);
        check();
      }),
    /** Ctrl-C: SIGINT to the whole process group, as a terminal sends it. */
    interrupt: () => process.kill(-(child.pid ?? 0), 'SIGINT'),
  };
};

describe('npm run record', () => {
  let upstream: Server;
  let origin: string;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'record-'));
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => upstream.close());

  it('keeps every exchange of a proxy session stopped with Ctrl-C and says where', async () => {
    const out = path.join(dir, 'clicked.json');
    const run = record(['--upstream', origin, '--proxy', '--port', '0', '--out', out]);
    const [, port] = await run.seen(/on http:\/\/127\.0\.0\.1:(\d+)/);
    const count = 12;
    for (let i = 0; i < count; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/items/${i}`, { method: 'POST' });
      expect(res.status).toBe(200);
    }
    // Journaled as they happen: on disk before any signal.
    const journal = path.join(dir, 'clicked.recording.jsonl');
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(count);
    run.interrupt();
    // npm itself ends by the signal (null); what counts is what the recorder wrote before.
    await run.closed;
    const fixture = JSON.parse(readFileSync(out, 'utf8')) as Fixture;
    expect(fixture.exchanges.map((e) => e.path)).toEqual(
      Array.from({ length: count }, (_, i) => `/api/v1/items/${i}`),
    );
    expect(run.output()).toContain(`recorded ${count} exchanges into ${out}`);
    expect(existsSync(journal)).toBe(false);
  });

  it('never replaces an existing recording without --force', async () => {
    const out = path.join(dir, 'committed.json');
    writeFileSync(out, '{"kept":true}');
    const run = record(['--upstream', origin, '--out', out]);
    expect(await run.closed).toBe(2);
    expect(run.output()).toMatch(/exists: pass --force to replace it/);
    expect(readFileSync(out, 'utf8')).toBe('{"kept":true}');
  });

  it('writes the recording a killed proxy left in its journal (--tidy)', async () => {
    const journal = path.join(dir, 'killed.recording.jsonl');
    const line = (i: number) =>
      JSON.stringify({ method: 'POST', path: `/p/${i}`, request: null, status: 200, response: {} });
    writeFileSync(journal, `${line(1)}\n${line(2)}\n{"method":"PO`);
    const run = record(['--tidy', journal]);
    expect(await run.closed).toBe(0);
    const fixture = JSON.parse(readFileSync(path.join(dir, 'killed.json'), 'utf8')) as Fixture;
    expect(fixture.exchanges.map((e) => e.path)).toEqual(['/p/1', '/p/2']);
  });
});
