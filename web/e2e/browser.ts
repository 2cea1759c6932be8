// Launches Debian's Chromium through playwright-core (no browser download) and saves screenshots
// as test artifacts under artifacts/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot, startStack, type Stack, type StackOptions } from '../../scripts/lib/stack';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = path.join(repoRoot, 'artifacts/screenshots');

/**
 * Whether the browser tests can run. Missing Chromium is said loudly; under CI=true it is a
 * failure, not a skip (docs/architecture.md#tests).
 */
export const chromiumAvailable = (): boolean => {
  if (fs.existsSync(chromiumPath)) return true;
  const message = `Chromium is missing at ${chromiumPath}: install it with 'apt-get install -y chromium'.`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`\n!!! ${message} Browser tests are SKIPPED.\n`);
  return false;
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

export const screenshot = async (page: Page, name: string): Promise<string> => {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
};

/** Collects console errors and CSP violations so a test can assert the page ran cleanly. */
export const watchPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

/** `describe` where Chromium is there; where not, a loud skip (a failure under CI=true). */
export const hasChromium = chromiumAvailable();
export const describeInBrowser = hasChromium ? describe : describe.skip;

/**
 * The real stack for the block this is called in (a whole file at top level), plus Chromium when
 * asked for; both are closed after the block. One stack serves every test of the block.
 */
export const withRealStack = (options: StackOptions & { browser?: boolean } = {}) => {
  const env = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    const { browser: withBrowser, ...stackOptions } = options;
    const [stack, browser] = await Promise.all([
      startStack(stackOptions),
      withBrowser ? launchBrowser() : undefined,
    ]);
    env.stack = stack;
    if (browser) env.browser = browser;
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  });
  return env;
};
