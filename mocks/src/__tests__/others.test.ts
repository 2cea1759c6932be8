import { mockClient } from '../testing/mock-client';

describe('contents, news and utilities', () => {
  it('filters contents by classification and prefecture and drops entries without a value', async () => {
    const c = await mockClient();
    const specials = await c.call('contents/list', {
      filters: [{ field: 'classification', value: 'special' }],
      limit: 50,
    });
    expect(specials.data.hit).toBeGreaterThanOrEqual(12);
    const local = await c.call('contents/list', {
      filters: [
        { field: 'classification', value: 'local_speciality' },
        { field: 'prefecture_code', value: '13' },
      ],
    });
    expect(local.data.contents[0].prefecture_code).toBe(13);
    const all = await c.call('contents/list', {
      filters: [{ field: 'classification', value: '' }],
    });
    expect(all.data.hit).toBeGreaterThan(specials.data.hit);
    const detail = await c.call('contents/detail', { code: local.data.contents[0].code });
    expect(detail.data.content.title_en).toContain('Tokyo');
    expect((await c.call('news/list', { limit: 5 })).data.news).toHaveLength(5);
  });

  it('looks up real zip codes, answering prefecture_id 0 when not found', async () => {
    const c = await mockClient();
    expect((await c.call('zipSearchApi', { zip: '100-0001' })).data).toMatchObject({
      prefecture_id: 13,
      address1: '千代田区',
    });
    expect((await c.call('zipSearchApi', { zip: '9999999' })).data.prefecture_id).toBe(0);
    expect((await c.call('zipSearchApi', { zip: '12' })).status).toBe('E000-010');
  });

  it('stores an inquiry and mails a copy to the sender', async () => {
    const c = await mockClient();
    await c.signIn(); // spec §2: a member call
    const res = await c.call('inquiries/put', {
      type: 'bizmtg_company',
      title: 'Meeting at FOODEX',
      name: 'Alex',
      email: 'buyer@example.com',
      text: 'Hello',
      supplier_id: '5001',
    });
    expect(res.status).toBe('E000-000');
    expect(c.state.inquiries).toHaveLength(1);
    expect((await c.outbox('buyer@example.com'))[0]?.subject).toContain('Meeting at FOODEX');
  });

  it('serves categories, trees, variations, custom masters, calendar and sales', async () => {
    const c = await mockClient();
    expect((await c.call('category/trees')).data.trees).toHaveLength(4);
    expect((await c.call('variation/get')).data.variations.length).toBeGreaterThan(0);
    expect(
      (await c.call('customMaster/get', { entity_class: 'common', system_name: 'prefectures' }))
        .data.options,
    ).toHaveLength(47);
    expect((await c.call('customMaster/get', { entity_class: 'x', system_name: 'y' })).status).toBe(
      'E000-004',
    );
    expect((await c.call('utility/calendar', { year: 2026, month: 2 })).data.calendar).toHaveLength(
      28,
    );
    expect((await c.call('sales/get', { sale_code: 'ALWAYS' })).data.sale.active).toBe(true);
    expect(
      (await c.call('recommend/get', { items: ['100001'], limit: 4 })).data.items,
    ).toHaveLength(4);
    expect((await c.call('itemRanking/get', { limit: 3 })).data.items[0].rank).toBe(1);
  });

  it('remembers viewed items per client and lets a member write a review', async () => {
    const c = await mockClient();
    await c.call('viewedItems/put', { item_id: '100003' });
    await c.call('viewedItems/put', { item_id: '100004' });
    expect((await c.call('viewedItems/get')).data.items.map((i: { id: string }) => i.id)).toEqual([
      '100004',
      '100003',
    ]);
    await c.signIn();
    expect(
      (await c.call('review/put', { item_id: '100003', rating: 5, title: 'Great', body: 'Lovely' }))
        .status,
    ).toBe('E000-000');
    expect((await c.call('review/list', { item_id: '100003' })).data.hit).toBe(1);
  });
});
