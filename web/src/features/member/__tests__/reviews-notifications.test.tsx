import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const matcha = {
  id: '100002',
  code: 'P100002',
  name: '抹茶',
  name_en: 'Matcha',
  image_url: '/images/matcha.svg',
  skus: [
    {
      id: '10000201',
      code: 'SKU-100002-1',
      variation: [
        {
          variation_name: '内容量',
          variation_name_en: 'Amount',
          selection_name: '100g',
        },
      ],
    },
  ],
};
const review = {
  id: 'R9',
  item_id: '100002',
  rating: 4,
  title: 'Reliable',
  body: 'Well packed.',
  isPublished: true,
  isConfirmed: true,
  created_at: '2025-10-12T09:00:00.000Z',
  item: matcha,
};

/** /mypage/reviews with one review, its edit form open; saving answers the saved review. */
const editReview = async () => {
  const api = createFakeApi({
    'POST /member/review/list': ok({ reviews: [review], hit: 1 }),
    'POST /member/review/put': (call) =>
      ok({ review: { ...review, ...(call.body as object), isPublished: false } }),
  });
  const { user } = renderApp(null, { url: '/mypage/reviews', session: signedInSession, api });
  await user.click(await screen.findByRole('button', { name: 'Edit: Matcha' }));
  return { api, user, form: screen.getByRole('form', { name: 'Edit your review' }) };
};

describe('/mypage/reviews', () => {
  it("lists the buyer's reviews with the product, stars, date and status", async () => {
    renderApp(null, {
      url: '/mypage/reviews',
      session: signedInSession,
      api: createFakeApi({ 'POST /member/review/list': ok({ reviews: [review], hit: 1 }) }),
    });
    const row = (await screen.findByRole('heading', { name: 'Matcha' })).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Matcha' })).toHaveAttribute(
      'href',
      '/show?code=P100002',
    );
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Reliable');
    expect(row).toHaveTextContent('Published');
    expect(row.querySelector('time')).toHaveAttribute('datetime', review.created_at);
    expect(screen.getByRole('link', { name: 'My reviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('edits a review in place with the shared form', async () => {
    const { api, user, form } = await editReview();
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Even better');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your review is saved');
    expect(api.callsTo('POST /member/review/put')[0]?.body).toEqual({
      id: 'R9',
      rating: 4,
      title: 'Even better',
      body: 'Well packed.',
    });
  });

  it('counts the title in characters: 60 emoji are saved whole, 101 characters are refused', async () => {
    const { api, user, form } = await editReview();
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'a'.repeat(101));
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText(/100 characters/)).toBeInTheDocument();
    expect(api.callsTo('POST /member/review/put')).toHaveLength(0);

    // 60 emoji are 120 UTF-16 units: a native maxLength of 100 would cut them at 50.
    const emoji = '🍵'.repeat(60);
    await user.clear(title);
    await user.type(title, emoji);
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your review is saved');
    expect(api.callsTo('POST /member/review/put')[0]?.body).toMatchObject({ title: emoji });
  });

  it('deletes after the confirmation and puts the review back when the call fails', async () => {
    const api = createFakeApi({
      'POST /member/review/list': ok({ reviews: [review], hit: 1 }),
      'POST /member/review/delete': fail('E999-999', 'The service is not responding.', 502),
    });
    const { user } = renderApp(null, { url: '/mypage/reviews', session: signedInSession, api });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete your review of “Matcha”? This cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /member/review/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not responding.');
    expect(screen.getByRole('heading', { name: 'Matcha' })).toBeInTheDocument();
    expect(api.callsTo('POST /member/review/delete')[0]?.body).toEqual({ id: 'R9' });
  });

  it('says so when there are no reviews', async () => {
    renderApp(null, {
      url: '/mypage/reviews',
      session: signedInSession,
      api: createFakeApi({ 'POST /member/review/list': ok({ reviews: [], hit: 0 }) }),
    });
    expect(await screen.findByText(/You have not written any reviews yet/)).toBeInTheDocument();
  });
});

describe('/mypage/notifications', () => {
  const entry = {
    skuId: '10000201',
    skuCode: 'SKU-100002-1',
    created_at: '2026-11-01T00:00:00.000Z',
    item: matcha,
  };

  it('lists each notification with product and variation, and removes one after the confirmation', async () => {
    let notifies = [entry];
    const api = createFakeApi({
      'POST /member/notify/list': () => ok({ notifies }),
      'POST /member/notify/addDelete': () => {
        notifies = [];
        return ok({ added: false });
      },
    });
    const { user } = renderApp(null, {
      url: '/mypage/notifications',
      session: signedInSession,
      api,
    });
    const row = (await screen.findByRole('heading', { name: 'Matcha' })).closest('li')!;
    expect(row).toHaveTextContent('Amount: 100g');
    // UI.md: a variation is named by what differs, never by its SKU code.
    expect(row).not.toHaveTextContent('SKU-100002-1');
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(api.callsTo('POST /member/notify/addDelete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('The notification has been removed.')).toBeInTheDocument();
    expect(await screen.findByText(/You have no arrival notifications/)).toBeInTheDocument();
    expect(api.callsTo('POST /member/notify/addDelete')[0]?.body).toEqual({ skuId: '10000201' });
  });

  it('names no variation for a single-variation product, and never its SKU code', async () => {
    const single = { ...matcha, skus: [{ id: '10000201', code: 'SKU-100002-1' }] };
    const api = createFakeApi({
      'POST /member/notify/list': ok({ notifies: [{ ...entry, item: single }] }),
    });
    renderApp(null, { url: '/mypage/notifications', session: signedInSession, api });
    const row = (await screen.findByRole('heading', { name: 'Matcha' })).closest('li')!;
    expect(row).not.toHaveTextContent('SKU');
    expect(row).toHaveTextContent('Requested on');
  });

  it('puts the notification back with the message when removing fails', async () => {
    const api = createFakeApi({
      'POST /member/notify/list': ok({ notifies: [entry] }),
      'POST /member/notify/addDelete': fail('E999-999', 'The service is not responding.', 502),
    });
    const { user } = renderApp(null, {
      url: '/mypage/notifications',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not responding.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Matcha' })).toBeInTheDocument(),
    );
  });
});
