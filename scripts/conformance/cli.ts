import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHtml } from './html-report';
import { parseOptions } from './options';
import { createProgress } from './progress';
import { summarise, type Report } from './report';
import { runConformance } from './runner';
import { formatSummary } from './summary';
import { loadEnvFileOrExit } from '../lib/env-file.mjs';

const toolError = (step: string, error: unknown) => ({
  step,
  message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  stack: (error as Error)?.stack,
});

/**
 * `npm run conformance -- --upstream URL …` (docs/integrators.md): the buyer tour against an
 * upstream, judged against the contracts; exits 1 on any mismatch so it can gate a CI. The report
 * is written whatever happens: a failure of the tool itself is recorded in it, not only thrown.
 */
const main = async (): Promise<void> => {
  const parsed = parseOptions(process.argv.slice(2), process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(2);
  }
  const { options } = parsed;
  const progress = createProgress();
  let report: Report;
  try {
    report = await runConformance(options, progress.update);
  } catch (error) {
    // runConformance records step failures itself; this is the last net, so a report still comes.
    report = summarise(options, [], false, [toolError('(the run)', error)]);
  }
  progress.done();
  mkdirSync(options.outDir, { recursive: true });
  const json = path.join(options.outDir, 'conformance-report.json');
  const html = path.join(options.outDir, 'conformance-report.html');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  try {
    writeFileSync(html, renderHtml(report));
  } catch (error) {
    report.errors.push(toolError('(the HTML report)', error));
    report.ok = false;
    writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  }
  console.log(`${formatSummary(report)}\nReports: ${json}, ${html}`);
  process.exit(report.ok ? 0 : 1);
};

// `.env` in the working directory (npm run: the repository root); the real environment wins.
loadEnvFileOrExit();
void main();
