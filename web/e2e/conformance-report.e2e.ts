// The conformance report (docs/integrators.md) as an integrator opens it: a self-contained HTML
// file in Chromium, with findings in it, at desktop and phone width.
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express, { type Response } from 'express';
import type { Browser } from 'playwright-core';
import { startLiveMock } from '../../mocks/src/testing/live-mock';
import { renderHtml } from '../../scripts/conformance/html-report';
import { parseOptions } from '../../scripts/conformance/options';
import { runConformance } from '../../scripts/conformance/runner';
import { demoBuyer } from '../../scripts/lib/stack';
import { expectNoSeriousA11yViolations } from './axe';
import { describeInBrowser, launchBrowser, screenshot } from './browser';

type Envelope = { status: string; data: Record<string, unknown> };

/** A report with every kind of finding: a schema mismatch, an unknown status, a moved route. */
const reportWithFindings = async (): Promise<string> => {
  const live = await startLiveMock();
  const front = express();
  front.use((req, res, next) => {
    const json = res.json.bind(res) as Response['json'];
    res.json = (body: Envelope) => {
      if (req.path.endsWith('/items/list') && body.status === 'E000-000')
        return json({ ...body, data: { ...body.data, hit: 'many' } });
      if (req.path.endsWith('/news/list')) return json({ ...body, status: 'E777-001' });
      return json(body);
    };
    next();
  });
  front.use(live.app);
  const server = front.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const parsed = parseOptions(
      ['--upstream', origin, '--email', demoBuyer.email, '--password', demoBuyer.password],
      { UPSTREAM_ENDPOINTS: '{"site/get":{"method":"GET"}}' },
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.html');
    writeFileSync(file, renderHtml(await runConformance(parsed.options)));
    return file;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await live.close();
  }
};

describeInBrowser('conformance report in Chromium', () => {
  let browser: Browser;
  let file: string;
  beforeAll(async () => {
    [browser, file] = await Promise.all([launchBrowser(), reportWithFindings()]);
  });
  afterAll(() => browser?.close());

  it.each([1280, 390])('reads well and passes axe at %i px', async (width) => {
    // A context of its own: axe needs one (it opens a page beside this one).
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`file://${file}`);
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    await page.getByText('data.hit', { exact: true }).first().waitFor();
    await page.getByText("UPSTREAM_ENDPOINTS='", { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await screenshot(page, `conformance-report-${width}`);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
