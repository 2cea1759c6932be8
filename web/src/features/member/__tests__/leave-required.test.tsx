import { configure, screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi } from '@/testing/fake-api';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/accounts.md#member-information-and-leaving: leaving needs the box ticked, so it
// carries the 'Required' / 「必須」 badge the sign-up consents have, not a look of being optional
// beside the password's badge.
describe.each([
  ['en', 'I understand that my account will be deleted. Required', 'Required'],
  ['jp', 'アカウントが削除されることを理解しました。 必須', '必須'],
] as const)('the leave page (%s)', (locale, name, badge) => {
  it('marks the confirmation box required, its badge after a space that a wrap removes', async () => {
    const api = createFakeApi();
    renderApp(null, {
      url: '/mypage/leave',
      session: { ...signedInSession, ...(locale === 'jp' ? { language: 'jp' as const } : {}) },
      locale,
      api,
    });
    const box = await screen.findByRole('checkbox', { name });
    expect(box).toHaveAttribute('aria-required', 'true');
    const mark = screen.getAllByText(badge).find((el) => el.closest('.checkbox-field'))!;
    // The gap is the label's own space, outside the badge: at a line's end it goes, so a badge
    // wrapped to its own line starts at the sentence's edge (no 6 px indent).
    expect(mark.previousSibling?.textContent).toBe(' ');
    expect(mark.textContent).toBe(badge);
  });
});
