import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import { startLiveMock } from '../testing/live-mock';
import { mockClient } from '../testing/mock-client';
import { buyerTour } from '../tour/buyer-tour';
import { createUpstreamClient } from '../tour/upstream-client';

const conforms = (name: UpstreamName, data: unknown): [UpstreamName, boolean] => [
  name,
  upstreamCatalogue[name].response.safeParse(data).success,
];

describe('catalogue response schemas against the live mock', () => {
  it('every successful call of the buyer tour matches its response schema', async () => {
    const live = await startLiveMock({ authMode: 'email_two_factor_authentication' });
    try {
      const steps = await buyerTour(createUpstreamClient(live.origin), 'schema@example.org', [
        'success',
      ]);
      for (const s of steps.filter((x) => x.status === 'E000-000'))
        expect(conforms(s.name, s.data)).toEqual([s.name, true]);
    } finally {
      await live.close();
    }
  });

  it('the other families answer data matching their schemas', async () => {
    const c = await mockClient();
    await c.signIn();
    const calls: [UpstreamName, unknown][] = [
      ['original/account/id', {}],
      ['items/detail', { items: '100001' }],
      ['category/get', {}],
      ['category/trees', {}],
      ['variation/get', {}],
      ['recommend/get', { items: ['100001'] }],
      ['itemRanking/get', {}],
      ['viewedItems/get', {}],
      ['review/list', { item_id: '100001' }],
      ['member/notify/addDelete', { skuId: '10000101' }],
      ['member/notify/list', {}],
      ['review/put', { item_id: '100002', rating: 4, title: 'Good', body: 'Well packed.' }],
      ['member/review/list', {}],
      ['member/point/balance', {}],
      ['member/point/history', {}],
      ['member/orderHistory/list', {}],
      ['contents/list', {}],
      ['contents/detail', { code: 'special-01' }],
      ['news/list', {}],
      ['news/detail', { code: 'news-001' }],
      ['utility/calendar', {}],
      ['customMaster/get', { entity_class: 'item', system_name: 'cettifications' }],
      ['zipSearchApi', { zip: '1500001' }],
      ['member/information/update', { user: { city: 'Chiyoda' } }],
      ['account/refresh', {}],
    ];
    for (const [name, body] of calls) {
      const res = await c.call(name, body);
      expect([name, res.status]).toEqual([name, 'E000-000']);
      expect(conforms(name, res.data)).toEqual([name, true]);
      if (name === 'account/refresh') c.setTokens(res.data);
    }
  });
});
