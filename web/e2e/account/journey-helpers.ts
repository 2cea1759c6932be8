// Shared steps of the account journeys: the mock outbox, password sign-in, the company details
// of sign-up, and a page shot in both languages at both widths.
import { outboxSchema, outboxUrl, type OutboxMail } from '@kakehashi/contracts';
import nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../axe';
import { heading, screenshot, screenshotDir, scrollsSideways } from '../browser';
import type { Stack } from '../../../scripts/lib/stack';

export { demoBuyer } from '../../../scripts/lib/stack';

/** The mock's outbox for one recipient, checked against the pinned mail shape. */
export const outbox = async (stack: Stack, to: string): Promise<OutboxMail[]> =>
  outboxSchema.parse(await (await fetch(outboxUrl(stack.mockUrl, to))).json());

/** The newest mail to `to` that carries `field`, polling briefly while the BFF sends it. */
export const latestMail = async (
  stack: Stack,
  to: string,
  field: 'code' | 'token',
): Promise<OutboxMail> => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await outbox(stack, to)).filter((m) => m[field]).pop();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a ${field} for ${to}`);
};

export const signInWithPassword = async (page: Page, email: string, password: string) => {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/**
 * Fills every registration field except email and password (and ticks nothing): by default a
 * buyer in Italy (international phone, Italian postal code); `JP` gives a buyer in Japan, whose
 * postal code fills the prefecture, 'Tokyo', on this English page, and who types the street and
 * city before it (docs/rules/accounts.md#phone-and-postal-code-by-country,
 * docs/rules/cart-and-checkout.md#addresses-in-japan).
 */
export const fillCompanyDetails = async (page: Page, country: 'IT' | 'JP' = 'IT') => {
  await page.getByLabel(/^First name/).fill('Maria');
  await page.getByLabel(/^Last name/).fill('Rossi');
  await page.getByLabel(/^Company name/).fill('Rossi Imports S.r.l.');
  await page.getByLabel(/^Country\/Region/).selectOption(country);
  if (country === 'JP') {
    await page.getByLabel(/^Postal code/).fill('100-0001');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page
      .getByText(
        'The prefecture has been filled in from the postal code. Type the street and city before it, as your address is written in English.',
      )
      .waitFor();
    // The caret is in the address, before the prefecture.
    await page.keyboard.type('1-1 Chiyoda, Chiyoda-ku, ');
    await page.getByLabel(/^Phone number/).fill('090-1234-5678');
  } else {
    await page.getByLabel(/^Postal code/).fill('00118');
    await page.getByLabel(/^Company address/).fill('Via Appia Nuova 1, Roma');
    await page.getByLabel(/^Phone number/).fill('+39 06 1234 5678');
  }
  await page.getByLabel(/^Company website/).fill('https://rossi.example');
  await page.getByLabel('Choice 1').selectOption('food-tea');
  await page.getByLabel(/^JETRO office/).selectOption('milan');
  await page.getByLabel(/^Introducer name/).fill('Kenji Sato');
};

/** What else `shootInBothLanguages` does besides shooting the page in each language and width. */
export type ShootOptions = {
  /** Waits until the page shows what is shot, instead of waiting for its heading `titles`. */
  ready?: (page: Page) => Promise<unknown>;
  /** Put before each file name (`member-`). */
  prefix?: string;
  /** A part of the page (a selector) also shot on its own, scrolled into view: `<name>-section-…`. */
  section?: string;
  /** The page to go back to afterwards, and its heading. */
  returnTo?: { path: string; title: string };
};

/**
 * A page in both languages at desktop and phone width (`<prefix><name>-<en|ja>-<width>.png`):
 * shot once its data is in, checked for sideways overflow and for serious accessibility
 * violations. `titles` are its level-1 heading in English and Japanese (null with `ready`).
 */
export const shootInBothLanguages = async (
  page: Page,
  path: string,
  name: string,
  titles: [string, string] | null,
  { ready, prefix = '', section, returnTo }: ShootOptions = {},
) => {
  for (const [lang, title] of [
    ['en', titles?.[0]],
    ['ja', titles?.[1]],
  ] as const) {
    await page.goto(`/${lang === 'ja' ? 'jp' : 'en'}${path}`);
    if (ready) await ready(page);
    else await heading(page, title!);
    // Shoot the page with its data, not its loading skeleton.
    await page.waitForLoadState('networkidle');
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (section) await page.locator(section).scrollIntoViewIfNeeded();
      await screenshot(page, `${prefix}${name}-${lang}-${width}`);
      if (section)
        await page.locator(section).screenshot({
          path: nodePath.join(screenshotDir, `${prefix}${name}-section-${lang}-${width}.png`),
        });
      const overflow = await scrollsSideways(page);
      expect({ path, lang, width, overflow }).toEqual({ path, lang, width, overflow: false });
    }
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  if (returnTo) {
    await page.goto(returnTo.path);
    await heading(page, returnTo.title);
  }
};

/** A member page's shots (`member-…`), then back to the member area's overview. */
export const memberPage: ShootOptions = {
  prefix: 'member-',
  returnTo: { path: '/en/mypage', title: 'My page' },
};
