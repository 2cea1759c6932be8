import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { resetSignupDraft } from '../lib/signup-draft';

// UI.md "Forms": a long form's summary at the top tells the buyer exactly what to fix — each
// invalid field as a link to it, in the page's language, in the order of the form (GOV.UK's
// error summary), not only 'Please check the form again…'.

beforeEach(() => resetSignupDraft());

const summaryLinks = async () => {
  const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
  return within(summary).getAllByRole('link');
};

describe.each([
  [
    'en',
    'Review your registration',
    'Please check the form again to make sure you have filled in all the required fields.',
    ['Email is required.', 'Company name is required.', 'Please agree to the Terms of Use.'],
    /^Company name/,
  ],
  [
    'jp',
    '入力内容を確認する',
    '必須項目がすべて入力されているか、もう一度フォームをご確認ください。',
    [
      'メールアドレスを入力してください。',
      '会社名を入力してください。',
      '利用規約に同意してください。',
    ],
    /^会社名/,
  ],
] as const)('the sign-up error summary (%s)', (locale, submit, check, inOrder, company) => {
  const open = () =>
    renderApp(null, {
      url: '/account/buyer_signup',
      api: createFakeApi(),
      locale,
      ...(locale === 'jp' ? { session: { language: 'jp' as const } } : {}),
    });

  it('lists each invalid field as a link, in the order of the form, under the check-the-form line', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: submit }));
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(summary).toHaveTextContent(check);
    const links = await summaryLinks();
    const texts = links.map((link) => link.textContent);
    const at = inOrder.map((text) => texts.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Every link names the field it leads to.
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^#./);
  });

  it('moves focus to the field a link names, and drops the link once the field is right', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: submit }));
    const links = await summaryLinks();
    await user.click(links.find((link) => link.textContent === inOrder[1])!);
    await waitFor(() => expect(screen.getByLabelText(company)).toHaveFocus(), { timeout: 5000 });
    await user.type(screen.getByLabelText(company), 'Rossi Imports S.r.l.');
    await waitFor(
      () =>
        expect(screen.queryAllByRole('link').map((link) => link.textContent)).not.toContain(
          inOrder[1],
        ),
      { timeout: 5000 },
    );
  });
});
