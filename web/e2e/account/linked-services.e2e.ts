// Linked services and mail in real Chromium against the real stack (docs/rules/linked-services.md):
// the demo buyer links a points card after checking it, sees its balance and history and unlinks it
// with the password; adds an organisation and gets its connection code; unsubscribes from a
// promotion mail taken from the mock outbox, signed out; and confirms a second address with the
// code mailed to it. Screens in both languages at 1280 and 390 px go to artifacts/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../axe';
import {
  describeInBrowser,
  hasChromium,
  heading,
  openPage,
  screenshot,
  withRealStack,
} from '../browser';
import { demoBuyer, latestMail, shootInBothLanguages, signInWithPassword } from './journey-helpers';

const env = withRealStack({ browser: hasChromium });
const titles: [string, string] = ['Linked services', '連携サービス'];

/** Asks the mock to send the demo buyer a promotion mail: whether it was sent. */
const sendPromotionMail = async () => {
  const res = await fetch(`${env.stack.mockUrl}/__mock/mail/promotion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: demoBuyer.email }),
  });
  return res.json();
};

/** The page as it is now at each width (`<name>-<width>.png`), in the order given. */
const shootAtWidths = async (page: Page, name: string, widths = [1280, 390]) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
};

describeInBrowser('linked services and mail', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await openPage(env));
  });
  afterAll(() => context?.close());

  it('signs in as the demo buyer and finds the page in the member menu', async () => {
    await page.goto('/account/login');
    await signInWithPassword(page, demoBuyer.email, demoBuyer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
    await page.goto('/mypage');
    await heading(page, 'My page');
    await page
      .getByRole('navigation', { name: 'My page menu' })
      .getByRole('link', { name: 'Linked services' })
      .click();
    await heading(page, 'Linked services');
    await shootInBothLanguages(page, '/mypage/linked', 'linked-unlinked', titles);
  });

  it('checks a points card, links it, shows its history and unlinks it with the password', async () => {
    await page.goto('/en/mypage/linked');
    await heading(page, 'Linked services');
    await page.getByLabel(/^Card number/).fill('KP20260001');
    await page.getByLabel(/^PIN/).fill('9999');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.getByText('The card number or PIN is incorrect.').waitFor();
    await page.getByLabel(/^PIN/).fill('4826');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.getByText(/Card KP20260001 holds 1,500 points/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Link this card' }).click();
    await page.getByText('Your points card has been linked.').waitFor();
    await page.getByText('1,500 pt').waitFor();
    await page.getByText('Trade fair purchase').waitFor();
    // The box shows what the account holds, so it turns checked once the update is saved.
    const offers = "Send me the points programme's offers by email";
    await page.getByRole('checkbox', { name: offers }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await page.getByRole('checkbox', { name: offers, checked: true }).waitFor();
    await shootInBothLanguages(page, '/mypage/linked', 'linked-card', titles);

    await page.goto('/en/mypage/linked');
    await page.getByLabel(/^Current password/).fill('not-my-password');
    await page.getByRole('button', { name: 'Unlink card' }).click();
    await page.getByText(/The current password is incorrect/).waitFor();
    await page.getByLabel(/^Current password/).fill(demoBuyer.password);
    await page.getByRole('button', { name: 'Unlink card' }).click();
    await page.getByText('Your points card has been unlinked.').waitFor();
    await page.getByLabel(/^Card number/).waitFor();
    // The two refusals above (wrong PIN, wrong password) are the only failed requests.
    expect(errors.splice(0)).toEqual([
      expect.stringContaining('status of 400'),
      expect.stringContaining('status of 400'),
    ]);
  });

  it('adds an organisation and shows its connection code', async () => {
    await page.goto('/en/mypage/linked');
    await heading(page, 'Linked services');
    await page.getByRole('combobox', { name: /^Organisation/ }).selectOption('nordic-design');
    await page.getByLabel(/^Membership number/).fill('NDB-1001');
    await page.getByRole('button', { name: 'Add organisation' }).click();
    await page.getByText('The organisation has been added.').waitFor();
    await page
      .getByRole('button', { name: 'Connection code for Nordic Design Buyers Guild' })
      .click();
    await page.getByText(/^org_/).waitFor();
    await expectNoSeriousA11yViolations(page);
    // From the top, so the sticky header is not painted over the middle of the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'linked-organisation-code-en-1280');
  });

  it('confirms a second address on the profile with the mailed code', async () => {
    const address = 'purchasing@pacific-fine-foods.example.com';
    await page.goto('/en/mypage/profile');
    await heading(page, 'Profile');
    await page.getByRole('button', { name: 'Add a second address' }).click();
    await page.getByLabel(/^Second email address/).fill(address);
    await page.getByRole('button', { name: 'Send confirmation code' }).click();
    await page.getByText(/We sent a 6-digit code/).waitFor();
    const { code } = await latestMail(env.stack, address, 'code');
    await page.getByLabel(/^Confirmation code/).fill(code!);
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await page.getByText(`${address} is confirmed as your second address.`).waitFor();
    await shootInBothLanguages(page, '/mypage/profile', 'linked-profile-second-address', [
      'Profile',
      '会員情報',
    ]);
  });

  it('unsubscribes from a promotion mail link, signed out, with a done and a failed screen', async () => {
    expect(await sendPromotionMail()).toEqual({ ok: true, sent: true });
    const mail = await latestMail(env.stack, demoBuyer.email, 'token');
    // In the language the buyer last used the shop in (docs/upstream.md#mails).
    const link = new URL(/(?:Unsubscribe|配信停止): (\S+)/.exec(mail.text)![1]!);
    expect(link.origin).toBe(new URL(env.stack.baseUrl).origin);

    // A Japanese mail's link opens the Japanese page (docs/rules/lists-and-requests.md#mail-links).
    expect(link.pathname.startsWith('/jp/')).toBe(mail.text.includes('配信停止: '));

    const visitor = await openPage(env);
    const mailPage = visitor.page;
    const path = `${link.pathname.replace(/^\/jp(?=\/)/, '')}${link.search}`;
    await mailPage.goto(`${env.stack.baseUrl}${path}`);
    await heading(mailPage, 'Unsubscribe from promotion mails');
    await expectNoSeriousA11yViolations(mailPage);
    await shootAtWidths(mailPage, 'unsubscribe-confirm-en');
    await mailPage.goto(`${env.stack.baseUrl}/jp${path}`);
    await heading(mailPage, 'メールマガジンの配信停止');
    await expectNoSeriousA11yViolations(mailPage);
    await shootAtWidths(mailPage, 'unsubscribe-confirm-ja', [390, 1280]);
    await mailPage.getByRole('button', { name: '配信を停止する' }).click();
    await heading(mailPage, '配信を停止しました');
    await expectNoSeriousA11yViolations(mailPage);
    await shootAtWidths(mailPage, 'unsubscribe-done-ja');
    // Unsubscribed: the next promotion mail is not sent.
    expect(await sendPromotionMail()).toEqual({ ok: true, sent: false });

    await mailPage.goto(`${env.stack.baseUrl}/en/mail/unsubscribe?token=%2F%2Fevil.example`);
    await heading(mailPage, 'We could not unsubscribe you');
    await expectNoSeriousA11yViolations(mailPage);
    await shootAtWidths(mailPage, 'unsubscribe-failed-en');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    expect(errors).toEqual([]);
  });
});
