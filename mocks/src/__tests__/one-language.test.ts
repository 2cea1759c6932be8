import { upstreamHeaders, type UpstreamName } from '@kakehashi/contracts';
import { untranslated } from '../seed/fact-words';
import { productKinds } from '../seed/product-kinds';
import { mockClient } from '../testing/mock-client';
import { readyTempOrder, testParty } from '../testing/shop-order';

// docs/upstream.md#languages: the multilingual text fields (shop methods, options, coupons, sales,
// point reasons, product facts) are answered in the caller's language only, never as 'ja / en'.

/** Latin words that are codes, units or brands, not English a Japanese reader must read. */
const notEnglish = /^(?:SUS304|VG-10|A5|ProRes|XAVC|VOD|4K|3D|JP|ml|g|cm|x|SKU|\w+_\w+)$/;
const englishWords = (text: string) =>
  (text.match(/[0-9]*[A-Za-z][\w-]*/g) ?? []).filter((word) => !notEnglish.test(word));
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Every string under the given keys, anywhere in an answer. */
const textsAt = (value: unknown, keys: readonly string[]): string[] => {
  if (Array.isArray(value)) return value.flatMap((v) => textsAt(v, keys));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    keys.includes(key)
      ? [v].flat().filter((t): t is string => typeof t === 'string')
      : textsAt(v, keys),
  );
};

const factKeys = [
  'producingCountriesPref',
  'materials',
  'allergy',
  'otherProductFeatures',
  'frontRemarks1',
  'frontRemarks2',
  'cettificationsOthers',
  'colorVariation',
  'saleableRights',
  'originalLanguage',
  'subtitleLanguage',
  'dubbingLanguage',
  'videoWorkEtc',
];
const nameKeys = ['name', 'description', 'reason'];

describe('one language per answer', () => {
  const calls = (orderId: string): [UpstreamName, object, string[]][] => [
    ['order/selections/payment', { orderId }, nameKeys],
    ['order/selections/delivery', { orderId, deliveryUnitNo: 1 }, nameKeys],
    ['order/selections/coupon', { orderId }, ['name']],
    ['order/get', { orderId }, nameKeys],
    ['member/point/history', { limit: 100 }, ['reason']],
    ['member/coupons/list', {}, ['name']],
    ['sales/list', {}, ['name']],
    ['pointCampaigns/list', {}, ['name']],
    ['items/list', { limit: 100, requestFields: ['custom', 'option_group_id'] }, factKeys],
  ];

  const answersIn = async (language: 'ja' | 'en') => {
    const c = await mockClient();
    await c.signIn();
    const orderId = await readyTempOrder(c);
    const tokens = c.tokens!;
    const headers = {
      [upstreamHeaders.clientId]: c.clientId,
      [upstreamHeaders.accessToken]: tokens.access_token,
      [upstreamHeaders.userId]: tokens.user.id,
      [upstreamHeaders.refreshToken]: tokens.refresh_token,
      'Accept-Language': language,
    };
    const texts: string[] = [];
    for (const [name, body, keys] of calls(orderId)) {
      const res = await c.raw(name, body, headers);
      expect([name, res.body.status]).toEqual([name, 'E000-000']);
      texts.push(...textsAt(res.body.data, keys));
    }
    const group = await c.raw('optiongroup/get', { id: 'gift' }, headers);
    texts.push(...textsAt(group.body.data, nameKeys));
    // Other buyers' reviews (the demo buyer's own are as they wrote them).
    const reviewed = c.state.seed.reviews.find((r) => r.user_id !== tokens.user.id)!;
    const reviews = await c.raw('review/list', { item_id: reviewed.item_id, limit: 20 }, headers);
    expect(reviews.body.status).toBe('E000-000');
    const others = (reviews.body.data.reviews as { user_id?: string }[]).filter(
      (r) => r.user_id !== tokens.user.id,
    );
    expect(others.length).toBeGreaterThan(0);
    texts.push(...textsAt(others, ['title', 'body']));
    // The buyer's own name and the products' names (the upstream's `name`, with `name_en`
    // beside it) are not multilingual fields.
    const own = new Set([testParty.name, ...c.state.seed.products.map((p) => p.name)]);
    return texts.filter((t) => t.trim() !== '' && !own.has(t));
  };

  it('answers a Japanese caller without English words', async () => {
    const texts = await answersIn('ja');
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => t.includes('\u001F') || t.includes(' / '))).toEqual([]);
    expect(texts.filter((t) => englishWords(t).length > 0)).toEqual([]);
  });

  it('answers an English caller without Japanese', async () => {
    const texts = await answersIn('en');
    expect(texts.filter((t) => japanese.test(t))).toEqual([]);
  });

  it('writes natural Japanese descriptions (低温でじっくりと仕上げた)', async () => {
    const { state } = await mockClient();
    const texts = [
      ...state.seed.products.map((p) => String(p.custom.description ?? '')),
      ...state.seed.suppliers.map((s) => s.description),
    ];
    expect(texts.some((t) => t.includes('低温でじっくりと仕上げた'))).toBe(true);
    expect(texts.filter((t) => /じっくり[でを]/.test(t))).toEqual([]);
  });

  it("has a Japanese text for every kind's materials and allergens", () => {
    expect(untranslated(productKinds.flatMap((k) => [k.materials, k.allergy ?? '']))).toEqual([]);
  });
});
