import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderHtml } from '../../../scripts/conformance/html-report';
import { parseOptions, type ConformanceOptions } from '../../../scripts/conformance/options';
import type { Report } from '../../../scripts/conformance/report';
import { runConformance } from '../../../scripts/conformance/runner';
import { formatSummary } from '../../../scripts/conformance/summary';
import { tourSteps } from '../../../scripts/conformance/tour';
import { startChangedSaas } from './support/changed-saas';
import { demoBuyer } from './support/stack';

// Issue 27 item 1: whatever the upstream answers, the tour ends with a report; a step that needs
// what an earlier one did not give is skipped with the reason.
let saas: Awaited<ReturnType<typeof startChangedSaas>>;
beforeAll(async () => {
  saas = await startChangedSaas();
});
afterEach(() => saas.reset());
afterAll(() => saas.close());

const options = (args: string[] = []): ConformanceOptions => {
  const parsed = parseOptions(['--upstream', saas.origin, ...args], {});
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};
const ciExample = ['--email', demoBuyer.email, '--password', demoBuyer.password, '--allow-writes'];
const call = (report: Report, label: string) =>
  report.endpoints.flatMap((e) => e.calls).find((c) => c.label === label);
/** The product list is down: every answer of /items/list is a 503 with an HTML page. */
const productListDown = () => {
  saas.changes.intercept = (req, res, next) =>
    req.path.endsWith('/items/list') ? void res.status(503).send('<h1>down</h1>') : next();
};

describe('conformance never crashes without a report', () => {
  it('skips every step that needs the product list, naming it, and goes on', async () => {
    productListDown();
    const report = await runConformance(options(ciExample));
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([]);
    expect(call(report, 'product list')?.verdict).toBe('unreachable');
    for (const label of ['add to cart', 'favourite on', 'product detail', 'product reviews'])
      expect(call(report, label)).toMatchObject({
        verdict: 'skipped',
        detail: expect.stringContaining('"product list" step'),
      });
    // Cleaning up what it created does not depend on the product list: still exercised.
    expect(call(report, 'new cart')?.verdict).toBe('conforms');
    expect(call(report, 'empty the cart')?.verdict).toBe('conforms');
    expect(call(report, 'favourite off again')).toMatchObject({
      verdict: 'skipped',
      detail: 'the "favourite on" step did not succeed',
    });
    expect(call(report, 'sign-out')?.verdict).toBe('conforms');
    // The HTML report says what to do about each finding and what each skip hides.
    const html = renderHtml(report);
    expect(html).toContain(
      '<p class="todo"><strong>What to do:</strong> The backend failed on this call: find the request in its logs (the route exists).</p>',
    );
    expect(html).toMatch(
      /<h3>needs a SKU from the &#34;product list&#34; step, which gave none<\/h3><p class="todo"><strong>What to do:<\/strong> Fix the step it waits for/,
    );
    expect(html).toContain(
      '<li><strong>add to cart</strong> · <code>cart/add</code><div class="detail">hides: the { status, data } envelope, the status code and data.cart against the contract</div></li>',
    );
  });

  it('skips the member steps when sign-in "succeeds" without tokens', async () => {
    saas.changes.tamper = (p, body) =>
      p.endsWith('/account/signin') ? { ...body, data: null } : body;
    const report = await runConformance(options(ciExample));
    expect(report.errors).toEqual([]);
    expect(call(report, 'sign-in')?.verdict).toBe('schema-mismatch');
    expect(call(report, 'member profile')).toMatchObject({
      verdict: 'skipped',
      detail: expect.stringContaining('"sign-in" step did not succeed'),
    });
  });

  it('records a failure of the tool itself in the report and finishes the tour', async () => {
    const broken = tourSteps.map((s) =>
      s.label === 'ranking'
        ? {
            ...s,
            body: () => {
              throw new TypeError('a bug in a step');
            },
          }
        : s,
    );
    const report = await runConformance(options(), undefined, broken);
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      { step: 'ranking', message: 'TypeError: a bug in a step', stack: expect.any(String) },
    ]);
    expect(call(report, 'news')?.verdict).toBe('conforms');
    expect(formatSummary(report)).toMatch(/tool itself failed on the "ranking" step/);
  });

  it("as the docs' CI command: exit 1, the summary and both reports when the product list fails", async () => {
    productListDown();
    const out = mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
    const { status, stdout, stderr } = await new Promise<{
      status: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      // Asynchronous: the upstream answering it lives in this very process.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/conformance/cli.ts',
          '--upstream',
          saas.origin,
          '--out',
          out,
          ...ciExample,
        ],
        { cwd: path.resolve(__dirname, '../../..') },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ status: code, stdout, stderr }));
    });
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(status).toBe(1);
    expect(stdout).toMatch(/Result: MISMATCHES FOUND/);
    expect(existsSync(path.join(out, 'conformance-report.html'))).toBe(true);
    const json = JSON.parse(readFileSync(path.join(out, 'conformance-report.json'), 'utf8'));
    expect(json.ok).toBe(false);
  });
});
