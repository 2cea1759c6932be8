// Launches Debian's Chromium through playwright-core (no browser download), opens pages on the
// real stack (signed in as the demo buyer when asked), and saves screenshots as test artifacts
// under artifacts/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  demoBuyer,
  repoRoot,
  startStack,
  type Stack,
  type StackOptions,
} from '../../scripts/lib/stack';

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
    if (message.type() !== 'error') return;
    // Chromium's "Failed to load resource" names no address: add it, so a failure says which.
    const where = message.location().url;
    errors.push(
      where && message.text().startsWith('Failed to load resource')
        ? `${message.text()} (${where})`
        : message.text(),
    );
  });
  return errors;
};

/** Waits for the level-1 heading of a page. */
export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

/**
 * Clicks the footer's language button and waits until the choice is stored in the session: the
 * page shows the new language at once and saves it afterwards (docs/upstream.md#languages), so a
 * navigation before the save is answered would be served in the language left.
 */
export const switchLanguage = async (page: Page, name: 'English' | '日本語') => {
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/language') && r.request().method() === 'PUT',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name }).click();
  expect((await stored).ok()).toBe(true);
};

/** Whether the page is wider than the window: nothing may scroll sideways, even at 390 px. */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A desktop window, or a phone's where `width` is a phone's. */
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

/** A context signed in as the demo buyer, its language stored through the BFF. */
export const buyerContext = async (
  browser: Browser,
  stack: Stack,
  options: { language?: 'en' | 'jp'; width?: number } = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: viewport(options.width ?? 1280),
    deviceScaleFactor: 1,
  });
  const headers = { 'x-csrf': '1' };
  const signin = await context.request.post('/api/auth/signin', { data: demoBuyer, headers });
  if ((await signin.json()).status !== 'E000-000') throw new Error('demo buyer sign-in failed');
  await context.request.put('/api/language', {
    data: { language: options.language ?? 'en' },
    headers,
  });
  return context;
};

/** Calls a BFF route with the context's session (set-up steps that are not under test). */
export const callBff = async (context: BrowserContext, name: string, data: object) =>
  (await context.request.post(`/api/${name}`, { data, headers: { 'x-csrf': '1' } })).json();

type OpenedPage = { context: BrowserContext; page: Page; errors: string[] };

/**
 * The demo buyer's page in a context of its own (en and 1280 px wide unless told), watched for
 * errors; what the context's set-up adds (keepInBrowser) reaches the page from its next
 * navigation on.
 */
export const buyerPage = async (
  env: { stack: Stack; browser: Browser },
  options: { language?: 'en' | 'jp'; width?: number } = {},
): Promise<OpenedPage> => {
  const context = await buyerContext(env.browser, env.stack, options);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
};

/**
 * A page on the stack in a context of its own (1280 px wide unless told), watched for errors;
 * `signedIn` signs the demo buyer in first (through the BFF: sign-in is not what is tested).
 */
export const openPage = async (
  env: { stack: Stack; browser: Browser },
  options: { width?: number; signedIn?: boolean } = {},
): Promise<OpenedPage> => {
  const width = options.width ?? 1280;
  if (options.signedIn) return buyerPage(env, { width });
  const context = await env.browser.newContext({
    baseURL: env.stack.baseUrl,
    viewport: viewport(width),
  });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
};

/**
 * The demo buyer's signed-in page for the tests of the block this is called in: opened before each
 * test (`each`) or once before all of them (`all`) and closed after; an error the page recorded
 * fails the test (or the block). Its fields are set once the opening hook has run.
 */
export const signedInPage = (
  env: { stack: Stack; browser: Browser },
  when: 'each' | 'all' = 'each',
) => {
  const opened = {} as OpenedPage;
  (when === 'each' ? beforeEach : beforeAll)(async () => {
    Object.assign(opened, await openPage(env, { signedIn: true }));
  });
  (when === 'each' ? afterEach : afterAll)(async () => {
    expect(opened.errors).toEqual([]);
    await opened.context?.close();
  });
  return opened;
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
