import {
  parseContentsFilterParam,
  parseFilterOptionParam,
  serializeContentsFilterParam,
  serializeFilterOptionParam,
} from '@kakehashi/contracts';

describe('filterOption parameter (docs/rules/search.md#filter-options: name:field:compare:value:operator:orNull)', () => {
  it('reads every part', () => {
    expect(
      parseFilterOptionParam('price:price:<=:5000:and:false,jan:jancd:!=::and:true').value,
    ).toEqual([
      {
        name: 'price',
        field: 'price',
        compare: '<=',
        value: '5000',
        operator: 'and',
        orNull: false,
      },
      { name: 'jan', field: 'jancd', compare: '!=', value: '', operator: 'and', orNull: true },
    ]);
  });

  it('accepts only = > < >= <= != as compare', () => {
    for (const compare of ['=', '>', '<', '>=', '<=', '!=']) {
      expect(parseFilterOptionParam(`n:f:${compare}:1:and:true`).value).toHaveLength(1);
    }
    for (const compare of ['==', '<>', 'eq', '']) {
      const { value, dropped } = parseFilterOptionParam(`n:f:${compare}:1:and:true`);
      expect(value).toBeUndefined();
      expect(dropped[0]?.reason).toBe('compare must be one of = > < >= <= !=');
    }
  });

  it('accepts only true or false as orNull', () => {
    for (const orNull of ['TRUE', '1', 'yes', '']) {
      const { dropped } = parseFilterOptionParam(`n:f:=:1:and:${orNull}`);
      expect(dropped[0]?.reason).toBe('orNull must be true or false');
    }
  });

  it('drops entries without all six parts or without name or field', () => {
    const { value, dropped } = parseFilterOptionParam(
      'n:f:=:1:and,:f:=:1:and:true,n::=:1:and:true',
    );
    expect(value).toBeUndefined();
    expect(dropped.map((d) => d.reason)).toEqual([
      'expected name:field:compare:value:operator:orNull',
      'filter name is empty',
      'filter field is empty',
    ]);
  });

  it('escapes separators in a value', () => {
    const entry = {
      name: 'n',
      field: 'f',
      compare: '=' as const,
      value: '10:00,a',
      operator: '',
      orNull: false,
    };
    const written = serializeFilterOptionParam([entry])!;
    expect(written).toBe('n:f:=:10%3A00%2Ca::false');
    expect(parseFilterOptionParam(written).value).toEqual([entry]);
  });
});

describe('news and contents filter parameter (docs/rules/search.md#news-and-contents-filter)', () => {
  it('reads ;-separated entries as field:value:compare:orNull:operator', () => {
    expect(parseContentsFilterParam('tag_id:3:=:false:and;post_date:2026-01-01:>=').value).toEqual([
      { field: 'tag_id', value: '3', compare: '=', orNull: false, operator: 'and' },
      { field: 'post_date', value: '2026-01-01', compare: '>=' },
    ]);
  });

  it('treats empty optional parts as not given and writes no trailing empties', () => {
    expect(parseContentsFilterParam('code:A:::or').value).toEqual([
      { field: 'code', value: 'A', operator: 'or' },
    ]);
    expect(serializeContentsFilterParam([{ field: 'code', value: 'A', operator: 'or' }])).toBe(
      'code:A:::or',
    );
    expect(serializeContentsFilterParam([{ field: 'code', value: 'A' }])).toBe('code:A');
  });

  it('drops entries lacking field or value', () => {
    const { value, dropped } = parseContentsFilterParam('tag;:x;tag:;ok:1');
    expect(value).toEqual([{ field: 'ok', value: '1' }]);
    expect(dropped.map((d) => [d.entry, d.reason])).toEqual([
      ['tag', 'filter value is missing'],
      [':x', 'filter field is missing'],
      ['tag:', 'filter value is missing'],
    ]);
  });

  it('accepts orNull only as true or false', () => {
    expect(parseContentsFilterParam('f:v:=:true').value).toEqual([
      { field: 'f', value: 'v', compare: '=', orNull: true },
    ]);
    expect(parseContentsFilterParam('f:v:=:maybe').dropped[0]?.reason).toBe(
      'orNull must be true or false',
    );
  });

  it('drops an invalid compare and entries with too many parts', () => {
    expect(parseContentsFilterParam('f:v:~').dropped[0]?.reason).toBe(
      'compare must be one of = > < >= <= !=',
    );
    expect(parseContentsFilterParam('f:v:=:true:and:x').dropped[0]?.reason).toBe(
      'expected field:value:compare:orNull:operator',
    );
  });

  it('keeps a semicolon inside a value', () => {
    const entries = [{ field: 'name', value: 'A;B' }];
    expect(parseContentsFilterParam(serializeContentsFilterParam(entries)!).value).toEqual(entries);
  });
});
