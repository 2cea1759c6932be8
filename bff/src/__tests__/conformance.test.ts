import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express, { type Response } from 'express';
import { startLiveMock } from '../../../mocks/src/testing/live-mock';
import { renderHtml } from '../../../scripts/conformance/html-report';
import { parseOptions, type ConformanceOptions } from '../../../scripts/conformance/options';
import type { Report } from '../../../scripts/conformance/report';
import { runConformance } from '../../../scripts/conformance/runner';
import { formatSummary } from '../../../scripts/conformance/summary';
import { demoBuyer } from './support/stack';

type Envelope = { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Changes the mock's answers on their way out: a deliberately non-conforming upstream. */
let tamper: ((path: string, body: Envelope) => Envelope) | null = null;
let live: Awaited<ReturnType<typeof startLiveMock>>;
let server: ReturnType<express.Application['listen']>;
let origin = '';

beforeAll(async () => {
  live = await startLiveMock();
  const front = express();
  front.use((req, res, next) => {
    const json = res.json.bind(res) as Response['json'];
    res.json = (body: Envelope) => json(tamper ? tamper(req.path, body) : body);
    next();
  });
  front.use(live.app);
  server = front.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  tamper = null;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await live.close();
});

const options = (args: string[], env: Record<string, string> = {}): ConformanceOptions => {
  const parsed = parseOptions(['--upstream', origin, ...args], env);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};
const signedIn = ['--email', demoBuyer.email, '--password', demoBuyer.password];
const endpoint = (report: Report, name: string) => report.endpoints.find((e) => e.name === name);

describe('npm run conformance', () => {
  it('reports every endpoint of the tour conforming against our own mock', async () => {
    const report = await runConformance(options([...signedIn, '--allow-writes']));
    expect(report.ok).toBe(true);
    expect(report.endpoints.filter((e) => e.verdict !== 'conforms')).toEqual([]);
    expect(report.endpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining(['items/list', 'account/signin', 'cart/add', 'account/signout']),
    );
    expect(formatSummary(report)).toMatch(/Result: the upstream conforms\./);
  });

  it('stays read-only by default: calls that change data are skipped, not sent', async () => {
    const carts = live.state.carts.size;
    const report = await runConformance(options(signedIn));
    expect(report.ok).toBe(true);
    expect(endpoint(report, 'cart/create')?.calls[0]).toMatchObject({
      verdict: 'skipped',
      detail: 'changes data: pass --allow-writes',
    });
    expect(endpoint(report, 'member/favorite/list')?.verdict).toBe('conforms');
    expect(live.state.carts.size).toBe(carts);
  });

  it('catches a changed answer and names its zod path, expected and received', async () => {
    tamper = (path, body) =>
      path.endsWith('/items/list') && body.status === 'E000-000'
        ? { ...body, data: { ...body.data, hit: 'many' } }
        : body;
    const report = await runConformance(options([]));
    expect(report.ok).toBe(false);
    const items = endpoint(report, 'items/list');
    expect(items?.verdict).toBe('schema-mismatch');
    expect(items?.calls[0]?.issues).toContainEqual({
      path: 'data.hit',
      expected: 'number',
      received: 'string',
      sample: '"many"',
      occurrences: 1,
    });
    expect(endpoint(report, 'site/get')?.verdict).toBe('conforms');
    expect(formatSummary(report)).toMatch(/data\.hit: expected number, received string "many"/);
    expect(renderHtml(report)).toContain('<code>data.hit</code>');
  });

  it('reports a status code outside the catalogue', async () => {
    tamper = (path, body) =>
      path.endsWith('/suppliers/search') ? { ...body, status: 'E123-456' } : body;
    const report = await runConformance(options([]));
    expect(endpoint(report, 'suppliers/search')).toMatchObject({ verdict: 'unknown-status' });
    expect(endpoint(report, 'suppliers/search')?.calls[0]?.detail).toMatch(/E123-456/);
    // A code the site's own message tables name is mapped by the product: known.
    tamper = (path, body) => {
      if (path.endsWith('/suppliers/search')) return { ...body, status: 'E123-456' };
      if (!path.endsWith('/site/get')) return body;
      const tables = body.data.error_messages;
      return {
        ...body,
        data: {
          ...body.data,
          error_messages: {
            ja: { ...tables.ja, 'E123-456': '仕入先を検索できません。' },
            en: { ...tables.en, 'E123-456': 'Suppliers cannot be searched.' },
          },
        },
      };
    };
    const mapped = await runConformance(options([]));
    expect(endpoint(mapped, 'suppliers/search')).toMatchObject({ verdict: 'conforms' });
  });

  it('finds where the upstream answers when the configured path or method differs', async () => {
    const report = await runConformance(
      options([], {
        UPSTREAM_ENDPOINTS: JSON.stringify({
          'site/get': { method: 'GET' },
          'items/detail': { path: '/items/show' },
        }),
      }),
    );
    expect(endpoint(report, 'site/get')?.calls[0]?.found).toEqual({
      method: 'POST',
      path: '/site/get',
    });
    expect(endpoint(report, 'items/detail')?.calls[0]?.found).toEqual({
      method: 'POST',
      path: '/items/detail',
    });
    expect(formatSummary(report)).toContain(
      `UPSTREAM_ENDPOINTS='{"site/get":{"method":"POST","path":"/site/get"},"items/detail":{"method":"POST","path":"/items/detail"}}'`,
    );
  });

  it('says when the upstream is not reachable, and refuses bad configuration like the BFF', async () => {
    const closed = express().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const parsed = parseOptions(['--upstream', `http://127.0.0.1:${port}`], {});
    if (!parsed.ok) throw new Error(parsed.message);
    const report = await runConformance(parsed.options);
    expect(endpoint(report, 'original/account/id')).toMatchObject({ verdict: 'unreachable' });
    expect(report.ok).toBe(false);
    const bad = parseOptions(['--upstream', origin], { UPSTREAM_ENDPOINTS: '{"no/such":{}}' });
    expect(bad).toMatchObject({ ok: false, message: expect.stringMatching(/no\/such/) });
    expect(parseOptions(['--upstream', origin], { UPSTREAM_BASE_PATH: 'api' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/UPSTREAM_BASE_PATH/),
    });
  });

  it('as a command: prints the summary, writes both reports and gates with its exit code', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
    // Asynchronous: the upstream answering it lives in this very process.
    const run = (env: Record<string, string> = {}) =>
      new Promise<{ status: number | null; stdout: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'scripts/conformance/cli.ts', '--upstream', origin, '--out', out],
          { cwd: path.resolve(__dirname, '../../..'), env: { ...process.env, ...env } },
        );
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.on('close', (status) => resolve({ status, stdout }));
      });
    const green = await run();
    expect(green.stdout).toMatch(/Result: the upstream conforms\./);
    expect(green.status).toBe(0);
    const json = JSON.parse(readFileSync(path.join(out, 'conformance-report.json'), 'utf8'));
    expect(json.ok).toBe(true);
    expect(readFileSync(path.join(out, 'conformance-report.html'), 'utf8')).toMatch(
      /^<!doctype html>/,
    );
    const red = await run({ UPSTREAM_ENDPOINTS: '{"site/get":{"method":"GET"}}' });
    expect(red.status).toBe(1);
    expect(red.stdout).toMatch(/site\/get +✗ path or method differs/);
    expect((await run({ UPSTREAM_BASE_PATH: 'nope' })).status).toBe(2);
  });
});
