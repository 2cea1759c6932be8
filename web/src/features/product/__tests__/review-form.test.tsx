import { screen } from '@testing-library/react';
import { ReviewsSection } from '../components/reviews-section';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';

const item = {
  id: '100002',
  code: 'P100002',
  name: '抹茶',
  name_en: 'Matcha',
  skus: [{ id: '10000201' }],
};

const emptyLists = () =>
  createFakeApi({
    'POST /review/list': ok({ reviews: [], hit: 0 }),
    'POST /member/review/list': ok({ reviews: [], hit: 0 }),
  });

const openForm = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  return screen.findByRole('form', { name: 'Write a review' });
};

describe('review form', () => {
  it('asks for stars, a title and a body before sending anything', async () => {
    const api = emptyLists();
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: signedInSession,
      api,
    });
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Rating: please choose one.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Review is required.')).toBeInTheDocument();

    // A title over 100 characters is kept as typed and refused with the limit; a body of only
    // spaces is still empty.
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'x'.repeat(101));
    expect(title).toHaveValue('x'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: /Review/ }), '   ');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Review is required.')).toBeInTheDocument();
    expect(screen.getByText(/Title .*100 characters/)).toBeInTheDocument();
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Rating: please choose one.')).not.toBeInTheDocument();
    expect(api.callsTo('POST /review/put')).toHaveLength(0);
  });

  it('shows the sign-in message without a call when signed out', async () => {
    const api = emptyLists();
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: signedOutSession,
      api,
    });
    await openForm(user);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Lovely');
    await user.type(screen.getByRole('textbox', { name: /Review/ }), 'Bright and fresh.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please sign in to use this feature.',
    );
    expect(api.callsTo('POST /review/put')).toHaveLength(0);
    expect(api.callsTo('POST /member/review/list')).toHaveLength(0);
  });

  it('asks in Japanese on Japanese pages', async () => {
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: { ...signedInSession, language: 'jp' },
      api: emptyLists(),
    });
    await user.click(await screen.findByRole('button', { name: 'レビューを書く' }));
    await user.click(screen.getByRole('button', { name: '投稿する' }));
    expect(await screen.findByText('評価を選択してください。')).toBeInTheDocument();
    expect(screen.getByText('タイトルを入力してください。')).toBeInTheDocument();
  });
});
