import {
  itemListRequestSchema,
  parseKeywordParam,
  searchPageOffset,
  toItemListRequest,
  type SearchQuery,
} from '@kakehashi/contracts';

describe('toItemListRequest (docs/rules/search.md#page-size-and-offset)', () => {
  it('computes offset = (page - 1) x limit', () => {
    expect(searchPageOffset(1, 20)).toBe(0);
    expect(searchPageOffset(3, 20)).toBe(40);
    expect(toItemListRequest({ page: 4 }, 30).request).toEqual({ offset: 90, limit: 30 });
  });

  it('sends keyword, category, variation and filterOptions in the codec text form', () => {
    const query: SearchQuery = {
      page: 2,
      keyword: [{ group: '1', text: 'green:tea', fields: ['name'] }],
      category: ['food', 'tea'],
      variation: [{ code: 'size', by: 'name', value: 'L' }],
      sellingStatus: 'on_sale',
      sort: 'price_asc',
      couponId: 'C1',
      filterOption: [
        { name: 'p', field: 'price', compare: '<', value: '500', operator: 'and', orNull: false },
      ],
      token: 'not-sent',
      filter: [{ field: 'tag', value: 'not-sent' }],
    };
    const { request, dropped } = toItemListRequest(query, 20);
    expect(request).toEqual({
      offset: 20,
      limit: 20,
      keyword: '1:green%3Atea:name',
      category: 'food,tea',
      variation: 'size:n:L',
      sellingStatus: 'on_sale',
      sort: 'price_asc',
      couponId: 'C1',
      filterOptions: 'p:price:<:500:and:false',
    });
    expect(dropped).toEqual([]);
    expect(itemListRequestSchema.safeParse(request).success).toBe(true);
    expect(parseKeywordParam(request.keyword!).value).toEqual(query.keyword);
  });

  it('keeps the leading entries that fit the upstream limits and reports the rest', () => {
    const long = 'x'.repeat(200);
    const query: SearchQuery = {
      page: 1,
      keyword: [1, 2, 3].map((n) => ({ group: String(n), text: long, fields: [] })),
      couponId: 'c'.repeat(1000),
    };
    const { request, dropped } = toItemListRequest(query, 20);
    expect(itemListRequestSchema.safeParse(request).success).toBe(true);
    expect(parseKeywordParam(request.keyword!).value).toHaveLength(2);
    expect(request.couponId).toBeUndefined();
    expect(dropped.map((d) => [d.param, d.entry.slice(0, 2)])).toEqual([
      ['keyword', '3:'],
      ['couponId', 'cc'],
    ]);
  });

  it('reports entries cut from several fields in parameter order', () => {
    const long = 'y'.repeat(300);
    const query: SearchQuery = {
      page: 1,
      keyword: [
        { group: 'a', text: long, fields: [] },
        { group: 'b', text: long, fields: [] },
      ],
      category: [long, long],
    };
    const { dropped } = toItemListRequest(query, 20);
    expect(dropped.map((d) => [d.param, d.entry.slice(0, 2)])).toEqual([
      ['keyword', 'b:'],
      ['category', 'yy'],
    ]);
  });

  it('asks for the largest upstream offset for a page beyond it and reports the page', () => {
    const { request, dropped } = toItemListRequest({ page: 999_999 }, 100);
    expect(itemListRequestSchema.safeParse(request).success).toBe(true);
    expect(request.offset).toBe(100_000);
    expect(dropped).toEqual([{ param: 'page', entry: '999999', reason: 'beyond the last page' }]);
  });
});
