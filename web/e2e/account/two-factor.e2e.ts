// Two-factor sign-in (docs/rules/accounts.md#two-factor-sign-in) in real Chromium against the real
// stack with the mock in email_two_factor_authentication mode: the code is read from the mock
// outbox.
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
import { demoBuyer, latestMail } from './journey-helpers';

const env = withRealStack({ authMode: 'email_two_factor_authentication', browser: hasChromium });

describeInBrowser('account journeys, email two-factor mode', () => {
  it('signs in with the code read from the mock outbox', async () => {
    const { context, page, errors } = await openPage(env);
    await page.goto('/account/login?redirect=%2Ffollows');
    await heading(page, 'Log in');
    await page.getByLabel(/^Email/).fill(demoBuyer.email);
    await page.getByLabel(/^Password/).fill(demoBuyer.password);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    const codeField = page.getByLabel(/^Verification code/);
    await codeField.waitFor();
    await screenshot(page, 'account-login-code-en');
    await expectNoSeriousA11yViolations(page);

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('alert').waitFor();
    const mail = await latestMail(env.stack, demoBuyer.email, 'code');
    await codeField.fill(mail.code ?? '');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await heading(page, 'Followed suppliers');
    await expectNoSeriousA11yViolations(page);
    await switchLanguage(page, '日本語');
    await heading(page, 'フォロー中の事業者');
    await screenshot(page, 'follows-signed-in-ja');
    await expectNoSeriousA11yViolations(page);
    // The wrong code answered 4xx on purpose; nothing else may fail.
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });
});
