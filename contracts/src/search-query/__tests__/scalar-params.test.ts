import {
  couponIdForSearch,
  parsePageParam,
  parseSellingStatusParam,
  parseSortParam,
  parseTextParam,
  serializePageParam,
  serializeSellingStatusParam,
  sortOrders,
} from '@kakehashi/contracts';

describe('page parameter (docs/rules/search.md#search-state-in-the-url: default 1, never below 1)', () => {
  it('reads a whole number', () => {
    expect(parsePageParam('3')).toEqual({ value: 3, dropped: [] });
    expect(parsePageParam('007').value).toBe(7);
  });

  it('gives page 1 for values below 1', () => {
    expect(parsePageParam('0')).toEqual({
      value: 1,
      dropped: [{ param: 'page', entry: '0', reason: 'page is below 1' }],
    });
  });

  it('gives page 1 for garbage', () => {
    for (const raw of ['-2', 'abc', '1.5', ' 2', '1e3', '9999999999', 'Infinity']) {
      const { value, dropped } = parsePageParam(raw);
      expect(value).toBe(1);
      expect(dropped).toEqual([
        { param: 'page', entry: raw, reason: 'page is not a whole number' },
      ]);
    }
    expect(parsePageParam('')).toEqual({ value: 1, dropped: [] });
  });

  it('leaves page 1 out of the URL', () => {
    expect(serializePageParam(1)).toBeUndefined();
    expect(serializePageParam(undefined)).toBeUndefined();
    expect(serializePageParam(0)).toBeUndefined();
    expect(serializePageParam(Number.NaN)).toBeUndefined();
    expect(serializePageParam(4)).toBe('4');
  });
});

describe('sellingStatus parameter (docs/rules/search.md#selling-status-and-coupon: the value all removes it)', () => {
  it('reads the upstream selling statuses', () => {
    for (const status of ['on_sale', 'sold_out', 'before_sale', 'end_of_sale']) {
      expect(parseSellingStatusParam(status)).toEqual({ value: status, dropped: [] });
    }
  });

  it('drops an unknown selling status', () => {
    expect(parseSellingStatusParam('ON_SALE')).toEqual({
      value: undefined,
      dropped: [{ param: 'sellingStatus', entry: 'ON_SALE', reason: 'unknown selling status' }],
    });
  });

  it('removes all', () => {
    expect(parseSellingStatusParam('all')).toEqual({ value: undefined, dropped: [] });
    expect(serializeSellingStatusParam('all')).toBeUndefined();
  });
});

describe('sort parameter (sort choices, docs/rules/search.md#sort-options)', () => {
  it('knows featured, A-Z, newest, price high to low and low to high', () => {
    expect(sortOrders).toEqual(['featured', 'name_asc', 'newest', 'price_desc', 'price_asc']);
    for (const sort of sortOrders) expect(parseSortParam(sort).value).toBe(sort);
  });

  it('drops an unknown sort', () => {
    expect(parseSortParam('cheapest')).toEqual({
      value: undefined,
      dropped: [{ param: 'sort', entry: 'cheapest', reason: 'unknown sort order' }],
    });
  });
});

describe('couponId and token parameters', () => {
  it('read any non-empty text as written', () => {
    expect(parseTextParam('C-1,2:3').value).toBe('C-1,2:3');
    expect(parseTextParam('').value).toBeUndefined();
  });
});

describe('couponIdForSearch (docs/rules/search.md#selling-status-and-coupon: class 2 or an unspecified sku clears the id)', () => {
  it('keeps the id of a coupon bound to a sku', () => {
    expect(couponIdForSearch({ couponId: 'C1', classId: '1', skuId: 'S1' })).toBe('C1');
    expect(couponIdForSearch({ couponId: 'C1', skuId: 0 })).toBe('C1');
  });

  it("clears the id for class id '2'", () => {
    expect(couponIdForSearch({ couponId: 'C1', classId: '2', skuId: 'S1' })).toBeUndefined();
    expect(couponIdForSearch({ couponId: 'C1', classId: 2, skuId: 'S1' })).toBeUndefined();
  });

  it('clears the id when the sku is unspecified', () => {
    for (const skuId of [undefined, null, '']) {
      expect(couponIdForSearch({ couponId: 'C1', classId: '1', skuId })).toBeUndefined();
    }
  });

  it('gives nothing when there is no coupon id', () => {
    expect(couponIdForSearch({ couponId: '', skuId: 'S1' })).toBeUndefined();
  });
});
