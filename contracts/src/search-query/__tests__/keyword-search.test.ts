import {
  keywordAloneToString,
  keywordSearch,
  parseSearchQuery,
  searchedKeywords,
  searchQueryParams,
  searchQueryToString,
  serializeCategoryParam,
  writeSearchParams,
} from '@kakehashi/contracts';
import fc from 'fast-check';
import { anyText, searchQuery, someText } from './arbitraries';

// The header's search box writes a keyword on its own and reads a results URL's keyword with the
// keyword parameter's writer and reader only, and its category bar writes a category's link with the
// category's writer only (docs/architecture.md#the-first-page): they must give what the whole codec
// gives.
describe('the header’s share of the codec', () => {
  const paramName = fc.constantFrom(...searchQueryParams, 'other');

  it('writes a keyword on its own as the whole codec writes its keyword search', () => {
    fc.assert(
      fc.property(anyText, (keyword) => {
        expect(keywordAloneToString(keyword)).toBe(
          searchQueryToString(keywordSearch(undefined, keyword)),
        );
      }),
      { numRuns: 500 },
    );
    expect(keywordAloneToString(' kyoto, fans ')).toBe('keyword=kyoto%252C+fans');
    expect(keywordAloneToString('  ')).toBe('');
  });

  it('reads the keyword of any query string as the whole codec reads it', () => {
    const pairs = fc.array(fc.tuple(paramName, anyText), { maxLength: 12 });
    fc.assert(
      fc.property(pairs, (entries) => {
        const search = new URLSearchParams(entries).toString();
        expect(searchedKeywords(search)).toEqual(parseSearchQuery(search).query.keyword ?? []);
        expect(searchedKeywords(`?${search}`)).toEqual(searchedKeywords(search));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(searchQuery, (query) => {
        expect(searchedKeywords(searchQueryToString(query))).toEqual(query.keyword ?? []);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a category on its own as the whole codec writes it', () => {
    fc.assert(
      fc.property(someText, (code) => {
        expect(writeSearchParams({ category: serializeCategoryParam([code]) }).toString()).toBe(
          searchQueryToString({ category: [code] }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('writes parameters in the codec’s order, whatever order they are given in', () => {
    expect(writeSearchParams({ filterOption: 'a', category: 'b', keyword: 'c' }).toString()).toBe(
      'keyword=c&category=b&filterOption=a',
    );
    expect(writeSearchParams({ keyword: undefined, page: '2' }).toString()).toBe('page=2');
  });
});
