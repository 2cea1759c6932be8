import {
  emptySearchQuery,
  parseSearchQuery,
  searchQueryToString,
  serializeSearchQuery,
} from '@kakehashi/contracts';

describe('parseSearchQuery and serializeSearchQuery (search state, docs/rules/search.md#search-state-in-the-url)', () => {
  it('reads every parameter of the table', () => {
    const url =
      '?keyword=1%3Atea%3Aname&page=2&category=food%2Ctea&variation=color%3Ac%3ARED' +
      '&sellingStatus=on_sale&sort=newest&couponId=C1&filterOption=p%3Aprice%3A%3C%3D%3A500%3Aand%3Afalse' +
      '&token=abc&filter=tag%3A3';
    expect(parseSearchQuery(url)).toEqual({
      query: {
        keyword: [{ group: '1', text: 'tea', fields: ['name'] }],
        page: 2,
        category: ['food', 'tea'],
        variation: [{ code: 'color', by: 'code', value: 'RED' }],
        sellingStatus: 'on_sale',
        sort: 'newest',
        couponId: 'C1',
        filterOption: [
          {
            name: 'p',
            field: 'price',
            compare: '<=',
            value: '500',
            operator: 'and',
            orNull: false,
          },
        ],
        token: 'abc',
        filter: [{ field: 'tag', value: '3' }],
      },
      dropped: [],
    });
  });

  it('gives page 1 and nothing else for an empty query', () => {
    expect(parseSearchQuery('')).toEqual({ query: emptySearchQuery(), dropped: [] });
    expect(parseSearchQuery(new URLSearchParams())).toEqual({ query: { page: 1 }, dropped: [] });
  });

  it('ignores parameters it does not own', () => {
    expect(parseSearchQuery('utm_source=x&page=3').query).toEqual({ page: 3 });
  });

  it('uses the first of a repeated parameter and reports the rest', () => {
    expect(parseSearchQuery('page=2&page=5')).toEqual({
      query: { page: 2 },
      dropped: [{ param: 'page', entry: '5', reason: 'repeated parameter; the first one is used' }],
    });
  });

  it('reports malformed entries of several parameters together', () => {
    const { query, dropped } = parseSearchQuery('page=x&sort=bad&keyword=a:b,a:b:c:d');
    expect(query).toEqual({ page: 1, keyword: [{ group: 'a', text: 'b', fields: [] }] });
    expect(dropped.map((d) => d.param)).toEqual(['keyword', 'page', 'sort']);
  });

  it('drops sellingStatus=all from a URL read and written again, and keeps the filters', () => {
    const url =
      'keyword=tea&category=food-tea&sellingStatus=all&filterOption=' +
      'certification%3Acustom.cettifications%3A%3D%3Ahalal%3Aor%3Afalse';
    const { query, dropped } = parseSearchQuery(url);
    expect(dropped).toEqual([]);
    expect(query.sellingStatus).toBeUndefined();
    const written = searchQueryToString(query);
    expect(written).not.toContain('sellingStatus');
    expect(parseSearchQuery(written).query).toEqual(query);
    expect(query.filterOption?.[0]?.value).toBe('halal');
  });

  it('removes sellingStatus=all when written', () => {
    expect(searchQueryToString({ sellingStatus: 'all', sort: 'name_asc' })).toBe('sort=name_asc');
  });

  it('writes nothing for the default query', () => {
    expect(searchQueryToString({ page: 1 })).toBe('');
    expect(searchQueryToString({ keyword: [], category: [] })).toBe('');
  });

  it('writes parameters in a fixed order so equal states give equal URLs', () => {
    expect(searchQueryToString({ sort: 'featured', page: 3, category: ['a'] })).toBe(
      'page=3&category=a&sort=featured',
    );
  });

  it('round-trips Japanese text with separators', () => {
    const query = {
      page: 1,
      keyword: [{ group: '', text: '抹茶:宇治, 京都|100%', fields: ['name'] }],
    };
    const written = serializeSearchQuery(query);
    expect(written.get('keyword')).toBe(':抹茶%3A宇治%2C 京都%7C100%25:name');
    expect(parseSearchQuery(written.toString()).query).toEqual(query);
  });
});
