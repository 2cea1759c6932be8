import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { ReviewsSection } from '../components/reviews-section';

const item = { id: '100002', code: 'P100002', name: '抹茶', name_en: 'Matcha', skus: [] };
const other = {
  id: 'R1',
  item_id: '100002',
  rating: 4,
  title: 'Good value',
  body: 'Solid product.',
  isPublished: true,
  isConfirmed: true,
  created_at: '2025-05-01T00:00:00.000Z',
};

const written = {
  id: 'R9',
  item_id: '100002',
  rating: 5,
  title: 'Bright and fresh',
  body: 'Our café customers love it.',
  isPublished: true,
  isConfirmed: true,
  created_at: '2026-10-01T00:00:00.000Z',
};
const profile = (buyer_country?: string) => ({
  user: { id: '1001', email: 'buyer@example.com', name: 'Pat Lee', buyer_country },
});

/** A fake BFF that stores the buyer's review as the mock does (one per member and item). */
const reviewStore = (
  start: Record<string, unknown> | null = null,
  country: string | undefined = 'US',
) => {
  let mine = start;
  const api = createFakeApi({
    'POST /account/member/get': ok(profile(country)),
    'POST /review/list': () => ok({ reviews: mine ? [mine, other] : [other] }),
    'POST /member/review/list': () => ok({ reviews: mine ? [{ ...mine, item }] : [] }),
    'POST /review/put': (call) => {
      mine = {
        id: 'R9',
        ...(call.body as object),
        isPublished: false,
        isConfirmed: false,
        created_at: '2026-11-23T00:00:00.000Z',
      };
      return ok({ review: mine });
    },
    'POST /member/review/delete': () => {
      mine = null;
      return ok({});
    },
  });
  return api;
};

type User = ReturnType<typeof renderApp>['user'];

/** Fills the open review form and posts it. */
const post = async (user: User, stars: number, title: string, text: string) => {
  await user.click(screen.getByRole('radio', { name: `${stars} stars` }));
  await user.type(screen.getByRole('textbox', { name: /Title/ }), title);
  await user.type(screen.getByRole('textbox', { name: /Review/ }), text);
  await user.click(screen.getByRole('button', { name: 'Post review' }));
};

describe("the buyer's review on the product page", () => {
  it('writes a review that joins the list at once, marked as theirs and awaiting publication', async () => {
    const api = reviewStore();
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: signedInSession,
      api,
    });
    expect(await screen.findByText('Good value')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    await post(user, 5, '  Bright and fresh ', 'Our café customers love it.');

    expect(await screen.findByRole('status')).toHaveTextContent('Your review is saved');
    expect(api.callsTo('POST /review/put')[0]?.body).toEqual({
      item_id: '100002',
      rating: 5,
      title: 'Bright and fresh',
      body: 'Our café customers love it.',
    });
    const list = screen.getByRole('list');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Bright and fresh');
    expect(first).toHaveTextContent('Your review');
    expect(first).toHaveTextContent('Awaiting publication');
    expect(within(first).getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('deletes the own review only after the confirmation, and the list follows at once', async () => {
    const api = reviewStore();
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await post(user, 3, 'Fine', 'As described.');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete your review of this product? This cannot be undone.',
    });
    expect(api.callsTo('POST /member/review/delete')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Fine')).not.toBeInTheDocument();
    expect(api.callsTo('POST /member/review/delete')[0]?.body).toEqual({ id: 'R9' });
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });

  // docs/rules/reviews-and-notifications.md#who-wrote-it
  it("says who wrote the buyer's own review with their profile's country, as other reviews do", async () => {
    const api = reviewStore();
    const { user } = renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    // No review of theirs here yet: the profile is not read.
    expect(api.callsTo('POST /account/member/get')).toHaveLength(0);
    await post(user, 4, 'Steady', 'Same every lot.');
    const first = () => within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(await within(first()).findByText('Buyer in United States')).toHaveClass('review__by');
    expect(first()).toHaveTextContent('Steady');
    expect(first()).toHaveTextContent('Your review');
    // Another buyer's review the shop says nothing about stays without a writer line.
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[1]).not.toHaveTextContent(
      /Buyer|United States/,
    );
  });

  it("names the own review's country in Japanese on a Japanese page", async () => {
    renderApp(<ReviewsSection item={item} />, {
      url: '/show',
      locale: 'jp',
      session: signedInSession,
      api: reviewStore(written),
    });
    const mine = (await screen.findByText('Bright and fresh')).closest('li')!;
    expect(await within(mine).findByText('アメリカ合衆国のバイヤー')).toBeInTheDocument();
  });

  it('leaves the line out when the profile keeps no country code', async () => {
    const api = reviewStore(written, 'Singapore');
    renderApp(<ReviewsSection item={item} />, { url: '/show', session: signedInSession, api });
    const mine = (await screen.findByText('Bright and fresh')).closest('li')!;
    await within(mine).findByText('Your review');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/get')).toHaveLength(1);
    expect(mine.querySelector('.review__by')).toBeNull();
  });
});
