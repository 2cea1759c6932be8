import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// The upstream names the rank in the session language (docs/rules/accounts.md#member-area): the
// fake BFF answers in the language last stored through PUT /language, as the real one does.
describe('user rank on my page', () => {
  it('shows the rank in the page language and reads it again after a language switch', async () => {
    const api = createFakeApi();
    const stored = () =>
      (api.callsTo('PUT /language').at(-1)?.body as { language?: string } | undefined)?.language;
    api.on('POST /member/userRank/get', () =>
      ok({
        user_rank: { id: '3', code: 'gold', name: stored() === 'jp' ? 'ゴールド' : 'Gold' },
      }),
    );
    const { user } = renderApp(null, { url: '/mypage', session: signedInSession, api });
    expect(await screen.findByText('Gold member')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByText('ゴールド会員')).toBeInTheDocument();
    expect(screen.queryByText(/Gold/)).not.toBeInTheDocument();
  });
});
