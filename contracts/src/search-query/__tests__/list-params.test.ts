import {
  mainCategory,
  parseCategoryParam,
  parseSearchQuery,
  parseVariationParam,
  serializeCategoryParam,
  serializeVariationParam,
} from '@kakehashi/contracts';

describe('category parameter (docs/rules/search.md#search-state-in-the-url: comma-separated codes, the first is main)', () => {
  it('reads codes in order and names the first as the main category', () => {
    const { value } = parseCategoryParam('food,tea,green');
    expect(value).toEqual(['food', 'tea', 'green']);
    expect(mainCategory({ category: value })).toBe('food');
    expect(mainCategory(parseSearchQuery('').query)).toBeUndefined();
  });

  it('drops empty codes with a reason', () => {
    expect(parseCategoryParam('a,,b,')).toEqual({
      value: ['a', 'b'],
      dropped: [
        { param: 'category', entry: '', reason: 'empty entry' },
        { param: 'category', entry: '', reason: 'empty entry' },
      ],
    });
  });

  it('escapes a comma inside a code', () => {
    expect(serializeCategoryParam(['a,b', 'c'])).toBe('a%2Cb,c');
    expect(parseCategoryParam('a%2Cb,c').value).toEqual(['a,b', 'c']);
  });
});

describe('variation parameter (docs/rules/search.md#search-state-in-the-url: code:c:selectionCode or code:n:selectionName)', () => {
  it('reads selection codes (c) and selection names (n)', () => {
    expect(parseVariationParam('color:c:RED,size:n:大').value).toEqual([
      { code: 'color', by: 'code', value: 'RED' },
      { code: 'size', by: 'name', value: '大' },
    ]);
  });

  it('writes c for a selection code and n for a selection name', () => {
    expect(
      serializeVariationParam([
        { code: 'color', by: 'code', value: 'RED' },
        { code: 'size', by: 'name', value: 'L:XL' },
      ]),
    ).toBe('color:c:RED,size:n:L%3AXL');
  });

  it('drops entries with an unknown kind, missing parts or empty parts', () => {
    const { value, dropped } = parseVariationParam('a:x:1,a:c,:c:1,a:n:,a:c:1:2,ok:c:1');
    expect(value).toEqual([{ code: 'ok', by: 'code', value: '1' }]);
    expect(dropped.map((d) => [d.entry, d.reason])).toEqual([
      ['a:x:1', 'variation kind must be c or n'],
      ['a:c', 'expected code:c:selectionCode or code:n:selectionName'],
      [':c:1', 'variation code is empty'],
      ['a:n:', 'variation selection is empty'],
      ['a:c:1:2', 'expected code:c:selectionCode or code:n:selectionName'],
    ]);
  });
});
