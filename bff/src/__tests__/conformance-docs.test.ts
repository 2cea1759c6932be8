import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions } from '../../../scripts/conformance/options';
import { runConformance } from '../../../scripts/conformance/runner';
import { formatSummary } from '../../../scripts/conformance/summary';
import { startChangedSaas, type Changes } from './support/changed-saas';
import { demoBuyer } from './support/stack';

// docs/integrators.md shows the conformance tool's output; these runs produce it, so the page's
// counts (the tour's 25 endpoints, the catalogue endpoints not on it) and words stay the tool's.
const docs = readFileSync(path.resolve(__dirname, '../../../docs/integrators.md'), 'utf8');
const examples = [...docs.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

let saas: Awaited<ReturnType<typeof startChangedSaas>>;
beforeAll(async () => {
  saas = await startChangedSaas();
});
afterEach(() => saas.reset());
afterAll(() => saas.close());

const summaryOf = async (args: string[], env: Record<string, string>, changes: Changes = {}) => {
  Object.assign(saas.changes, changes);
  const parsed = parseOptions(['--upstream', saas.origin, ...args], env);
  if (!parsed.ok) throw new Error(parsed.message);
  return formatSummary(await runConformance(parsed.options)).split('\n');
};
/** Every line of a docs example (but the elisions and the mock's address) is a printed line. */
const expectShown = (example: string | undefined, printed: string[]) => {
  const lines = (example ?? '').split('\n').filter((l) => l && l !== '…');
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines.filter((l) => !l.startsWith('Conformance of ')))
    expect({ line, printed: printed.includes(line) }).toEqual({ line, printed: true });
};

describe('docs/integrators.md shows what the conformance tool prints', () => {
  it('the run against our own mock, with its counts', async () => {
    const signedIn = ['--email', demoBuyer.email, '--password', demoBuyer.password];
    expectShown(examples[0], await summaryOf([...signedIn, '--allow-writes'], {}));
  });

  it('the moved routes and their suggested UPSTREAM_ENDPOINTS', async () => {
    const routes = '{"site/get":{"method":"GET"},"items/detail":{"path":"/items/show"}}';
    expect(docs).toContain(`UPSTREAM_ENDPOINTS='${routes}'`);
    expectShown(examples[1], await summaryOf([], { UPSTREAM_ENDPOINTS: routes }));
  });

  it('the schema mismatches: a wrong type and a renamed field', async () => {
    const printed = await summaryOf(
      [],
      {},
      {
        tamper: (p, body) => {
          if (body.status !== 'E000-000') return body;
          if (p.endsWith('/items/list')) body.data.hit = 'many';
          if (p.endsWith('/suppliers/search'))
            for (const s of body.data.suppliers) {
              s.title = s.name;
              delete s.name;
            }
          return body;
        },
      },
    );
    // The same field fails on the three product-list calls: the first is the one shown.
    expectShown(examples[2], printed);
  });
});
