import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

type Row = { id: string; item_id: string; title: string; isPublished: boolean; item: unknown };

describe('member reviews through the BFF against the mock', () => {
  it("lists the demo buyer's seeded reviews, newest first, each with its item", async () => {
    const browser = await signedInBrowser(stack.bff);
    const res = await browser.post('/api/member/review/list', {});
    expect(res.body.status).toBe('E000-000');
    const reviews = res.body.data.reviews as Row[];
    expect(reviews.map((r) => r.title)).toEqual(['品質がとても良い', 'Reliable for our shops']);
    expect(reviews[0]?.item).toEqual(expect.objectContaining({ id: reviews[0]?.item_id }));
  });

  it('a review written on an item shows in the member list and edits and deletes keep both views in step', async () => {
    const browser = await signedInBrowser(stack.bff);
    const written = await browser.post('/api/review/put', {
      item_id: '100002',
      rating: 4,
      title: ' Good tea ',
      body: 'Fresh and well packed.',
    });
    expect(written.body.status).toBe('E000-000');
    const review = written.body.data.review as Row;
    expect(review).toMatchObject({ item_id: '100002', title: 'Good tea', isPublished: false });

    // Writing on the same item again replaces the review: one per member and item.
    await browser.post('/api/review/put', {
      item_id: '100002',
      rating: 5,
      title: 'Great tea',
      body: 'Even better the second time.',
    });
    const mine = (await browser.post('/api/member/review/list', {})).body.data.reviews as Row[];
    expect(mine.filter((r) => r.item_id === '100002')).toEqual([
      expect.objectContaining({ id: review.id, title: 'Great tea' }),
    ]);

    const edited = await browser.post('/api/member/review/put', {
      id: review.id,
      rating: 3,
      title: 'Edited',
      body: 'Changed my mind.',
    });
    expect(edited.body.data.review).toMatchObject({ id: review.id, rating: 3, title: 'Edited' });
    const onItem = await browser.post('/api/review/list', { item_id: '100002' });
    expect(onItem.body.data.reviews).toEqual([expect.objectContaining({ title: 'Edited' })]);

    const removed = await browser.post('/api/member/review/delete', { id: review.id });
    expect(removed.body.status).toBe('E000-000');
    expect((await browser.post('/api/review/list', { item_id: '100002' })).body.data.hit).toBe(0);
  });

  it('refuses a rating outside 1–5 and an empty title before the upstream', async () => {
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/member/review/put');
    const res = await browser.post('/api/member/review/put', {
      id: 'R1',
      rating: 6,
      title: '  ',
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['rating', 'title']),
    );
    expect(stack.mock.count('/member/review/put')).toBe(before);
  });

  it("answers not-found for another member's review and changes nothing", async () => {
    const browser = await signedInBrowser(stack.bff);
    // R1 is a seeded review by another buyer.
    const res = await browser.post('/api/member/review/delete', { id: 'R1' });
    expect(res.body.status).not.toBe('E000-000');
    const list = await stack.bff.browser().post('/api/review/list', { item_id: '100001' });
    expect(list.body.data.reviews.map((r: Row) => r.id)).toContain('R1');
  });

  it.each(['member/review/list', 'member/review/put', 'member/review/delete'])(
    '%s answers E028-901 without an upstream call when signed out',
    async (name) => {
      const before = stack.mock.calls.length;
      const res = await stack.bff
        .browser()
        .post(`/api/${name}`, { id: 'R1', rating: 5, title: 'a', body: 'b' });
      expect(res.status).toBe(401);
      expect(res.body.status).toBe('E028-901');
      expect(stack.mock.calls.length).toBe(before);
    },
  );
});
