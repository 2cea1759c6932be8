import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderHtml } from '../../../scripts/conformance/html-report';
import { parseOptions } from '../../../scripts/conformance/options';
import type { Report } from '../../../scripts/conformance/report';
import { runConformance } from '../../../scripts/conformance/runner';
import { formatSummary } from '../../../scripts/conformance/summary';
import { acmeDifferences, startChangedSaas } from './support/changed-saas';

// Issue 27 item 4: conformance judges the upstream through UPSTREAM_ADAPTER, as the BFF sees it,
// and says so at the top of the report.
const example = path.relative(
  process.cwd(),
  path.resolve(__dirname, '../../../docs/examples/adapters/acme.js'),
);

let saas: Awaited<ReturnType<typeof startChangedSaas>>;
beforeAll(async () => {
  saas = await startChangedSaas();
  saas.changes.tamper = acmeDifferences; // `name` sent as `title`, the hit count quoted
});
afterAll(() => saas.close());

const run = async (args: string[], env: Record<string, string> = {}) => {
  const parsed = parseOptions(['--upstream', saas.origin, ...args], env);
  if (!parsed.ok) throw new Error(parsed.message);
  return runConformance(parsed.options);
};
const verdictOf = (report: Report, name: string) =>
  report.endpoints.find((e) => e.name === name)?.verdict;

describe('conformance through an adapter', () => {
  it('finds the differences without it, and conforms through it, saying so at the top', async () => {
    const plain = await run([]);
    expect(verdictOf(plain, 'items/list')).toBe('schema-mismatch');
    expect(formatSummary(plain)).not.toMatch(/through adapter/);

    const adapted = await run(['--adapter', example]);
    expect(verdictOf(adapted, 'items/list')).toBe('conforms');
    expect(adapted.adapter).toBe(example);
    expect(formatSummary(adapted).split('\n')[0]).toBe(
      `Conformance of ${saas.origin}/api/v1 through adapter ${example}`,
    );
    expect(renderHtml(adapted)).toContain(`${saas.origin}/api/v1 through adapter ${example}`);
  });

  it('reads UPSTREAM_ADAPTER like the BFF, and refuses a bad one with the BFF’s message', async () => {
    const fromEnv = await run([], { UPSTREAM_ADAPTER: example });
    expect(verdictOf(fromEnv, 'items/list')).toBe('conforms');
    expect(formatSummary(fromEnv)).toMatch(/through adapter/);
    const refused = parseOptions(['--upstream', saas.origin, '--adapter', './nowhere.js'], {});
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/UPSTREAM_ADAPTER: no module at/),
    });
  });

  it('names the adapter function that threw instead of judging the upstream', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'adapter-'));
    const file = path.join(folder, 'throws.js');
    writeFileSync(
      file,
      "module.exports = { 'items/list': { answer: () => { throw new Error('no title here'); } } };",
    );
    try {
      const report = await run(['--adapter', file]);
      const list = report.endpoints.find((e) => e.name === 'items/list');
      expect(list?.calls[0]?.detail).toBe(
        'the UPSTREAM_ADAPTER answer function of items/list threw: no title here',
      );
      expect(list?.advice).toMatch(/^Your UPSTREAM_ADAPTER threw, not the backend/);
      expect(report.ok).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
