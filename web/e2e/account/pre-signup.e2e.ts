// Pre-registration (docs/rules/accounts.md#pre-registration) in real Chromium against the real
// stack: the buyer leaves an address, follows the mailed link (mock outbox) back to the form, which
// starts with the email and the sign-up code, and completes the registration.

import {
  describeInBrowser,
  hasChromium,
  heading,
  openPage,
  screenshot,
  withRealStack,
  switchLanguage,
} from '../browser';
import { expectNoSeriousA11yViolations } from '../axe';
import { fillCompanyDetails, latestMail } from './journey-helpers';

const env = withRealStack({ browser: hasChromium });

describeInBrowser('pre-registration', () => {
  it('pre-registers, follows the mailed link and completes the registration with its code', async () => {
    const { context, page, errors } = await openPage(env);
    const email = `pre.${Date.now()}@example.com`;

    await page.goto('/account/buyer_signup');
    await page.getByRole('button', { name: 'Pre-registration' }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Note/).fill('Interested in tea and sake.');
    await screenshot(page, 'account-pre-signup-en');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pre-register' }).click();
    await heading(page, 'Pre-registration received');
    await screenshot(page, 'account-pre-signup-complete-en');
    await expectNoSeriousA11yViolations(page);

    const mail = await latestMail(env.stack, email, 'token');
    // The link is absolute (a mail client has no base URL) and points at this stack's site.
    const link = /https?:\/\/\S+\/account\/buyer_signup\?signup_code=\S+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${env.stack.baseUrl}/`)).toBe(true);
    await page.goto(link ?? '/');
    await page
      .getByText(`Your sign-up code has been confirmed for ${email}.`, { exact: false })
      .waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    expect(await page.getByLabel(/^Sign-up code/).inputValue()).toBe(mail.token);

    await page.getByLabel(/^Password/).fill('Trade2026ok');
    await fillCompanyDetails(page);
    await page.getByLabel('I have read and agree to the Terms of Use.').check();
    await page.getByLabel('I have read and agree to the Privacy Policy.').check();
    await page.getByRole('button', { name: 'Review your registration' }).click();
    await heading(page, 'Confirm your registration');
    await page.getByRole('button', { name: 'Register' }).click();
    await heading(page, 'Registration complete');

    await page.goto('/jp/account/buyer_complete_pre_signup');
    await heading(page, '仮登録を受け付けました');
    await screenshot(page, 'account-pre-signup-complete-ja');
    await expectNoSeriousA11yViolations(page);
    await switchLanguage(page, 'English');

    // Registration signed the buyer in (docs/rules/accounts.md#sign-up).
    await page.goto('/');
    await heading(page, 'Products');
    expect(errors).toEqual([]);
    await context.close();
  });
});
