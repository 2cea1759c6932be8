import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHtml } from './html-report';
import { parseOptions } from './options';
import { createProgress } from './progress';
import { runConformance } from './runner';
import { formatSummary } from './summary';

/**
 * `npm run conformance -- --upstream URL …` (docs/integrators.md): the buyer tour against an
 * upstream, judged against the contracts; exits 1 on any mismatch so it can gate a CI.
 */
const main = async (): Promise<void> => {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(2);
  }
  const { options } = parsed;
  const progress = createProgress();
  const report = await runConformance(options, progress.update);
  progress.done();
  mkdirSync(options.outDir, { recursive: true });
  const json = path.join(options.outDir, 'conformance-report.json');
  const html = path.join(options.outDir, 'conformance-report.html');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(html, renderHtml(report));
  console.log(`${formatSummary(report)}\nReports: ${json}, ${html}`);
  process.exit(report.ok ? 0 : 1);
};

void main();
