import {
  searchQueryParams,
  parseSearchQuery,
  searchQuerySchema,
  searchQueryToString,
  serializeSearchQuery,
} from '@kakehashi/contracts';
import fc from 'fast-check';
import { anyText, searchQuery } from './arbitraries';

const paramName = fc.constantFrom(...searchQueryParams, 'other');

describe('search-query codec properties', () => {
  it('round-trips every valid query through URLSearchParams', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        const { query: parsed, dropped } = parseSearchQuery(serializeSearchQuery(query));
        expect(parsed).toEqual(query);
        expect(dropped).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips every valid query through the query string', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        expect(parseSearchQuery(`?${searchQueryToString(query)}`).query).toEqual(query);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary query strings and always yields a valid query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (raw) => {
        const { query } = parseSearchQuery(raw);
        expect(searchQuerySchema.safeParse(query).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary values of the codec parameters', () => {
    const params = fc.array(fc.tuple(paramName, anyText), { maxLength: 12 });
    fc.assert(
      fc.property(params, (pairs) => {
        const { query, dropped } = parseSearchQuery(new URLSearchParams(pairs));
        expect(searchQuerySchema.safeParse(query).success).toBe(true);
        for (const d of dropped) expect(d.reason).toEqual(expect.any(String));
      }),
      { numRuns: 1000 },
    );
  });

  it('is stable: serialising a parsed query and parsing again changes nothing', () => {
    const params = fc.array(fc.tuple(paramName, anyText), { maxLength: 12 });
    fc.assert(
      fc.property(params, (pairs) => {
        const once = parseSearchQuery(new URLSearchParams(pairs)).query;
        const twice = parseSearchQuery(serializeSearchQuery(once));
        expect(twice.query).toEqual(once);
        expect(twice.dropped).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
