import { parseKeywordParam, serializeKeywordParam } from '@kakehashi/contracts';

describe('keyword parameter (docs/rules/search.md#keyword: group:text:field1|field2)', () => {
  it('reads comma-separated entries with their fields', () => {
    expect(parseKeywordParam('1:green tea:name|description,2:煎茶').value).toEqual([
      { group: '1', text: 'green tea', fields: ['name', 'description'] },
      { group: '2', text: '煎茶', fields: [] },
    ]);
  });

  it('writes an entry without fields as group:text', () => {
    expect(serializeKeywordParam([{ group: 'g', text: 't', fields: [] }])).toBe('g:t');
    expect(serializeKeywordParam([{ group: 'g', text: 't', fields: ['a', 'b'] }])).toBe('g:t:a|b');
  });

  it('keeps separators inside text by escaping them', () => {
    const entries = [{ group: 'a:b', text: 'x,y|z;%', fields: ['f|g'] }];
    const written = serializeKeywordParam(entries)!;
    expect(written).toBe('a%3Ab:x%2Cy%7Cz%3B%25:f%7Cg');
    expect(parseKeywordParam(written).value).toEqual(entries);
  });

  it('reads a bare text as the empty group searching every field', () => {
    expect(parseKeywordParam('tea,抹茶').value).toEqual([
      { group: '', text: 'tea', fields: [] },
      { group: '', text: '抹茶', fields: [] },
    ]);
    expect(serializeKeywordParam([{ group: '', text: 'a:b', fields: [] }])).toBe('a%3Ab');
    expect(serializeKeywordParam([{ group: '', text: 't', fields: ['f'] }])).toBe(':t:f');
  });

  it('drops malformed entries with a reason and keeps the others', () => {
    const { value, dropped } = parseKeywordParam('g:,g:t:a||b,a:b:c:d,,ok:fine');
    expect(value).toEqual([{ group: 'ok', text: 'fine', fields: [] }]);
    const shape = 'expected text, group:text or group:text:field1|field2';
    expect(dropped).toEqual([
      { param: 'keyword', entry: 'g:', reason: 'keyword text is empty' },
      { param: 'keyword', entry: 'g:t:a||b', reason: 'empty field name' },
      { param: 'keyword', entry: 'a:b:c:d', reason: shape },
      { param: 'keyword', entry: '', reason: 'empty entry' },
    ]);
  });

  it('treats an empty parameter or list as absent', () => {
    expect(parseKeywordParam('')).toEqual({ value: undefined, dropped: [] });
    expect(serializeKeywordParam([])).toBeUndefined();
    expect(serializeKeywordParam(undefined)).toBeUndefined();
  });
});
