import fc from 'fast-check';
import {
  compareOperators,
  sortOrders,
  type ContentsFilterEntry,
  type FilterOptionEntry,
  type KeywordEntry,
  type SearchQuery,
  type VariationEntry,
  urlSellingStatusSchema,
} from '@kakehashi/contracts';

// Text that leans on every character the codec or the URL treats specially, plus any Unicode.
const unit = fc.oneof(
  fc.constantFrom(':', ',', '|', ';', '%', '%3A', '%25', '%2c', ' ', '+', '&', '=', '?', '#'),
  fc.constantFrom('茶', '日本酒', 'カ', 'ー', '　', 'é'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
export const anyText = fc.string({ unit, maxLength: 12 });
export const someText = fc.string({ unit, minLength: 1, maxLength: 12 });

const nonEmptyList = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 1, maxLength: 4 });

export const keywordEntry: fc.Arbitrary<KeywordEntry> = fc.record({
  group: anyText,
  text: someText,
  fields: fc.array(someText, { maxLength: 3 }),
});

export const variationEntry: fc.Arbitrary<VariationEntry> = fc.record({
  code: someText,
  by: fc.constantFrom('code' as const, 'name' as const),
  value: someText,
});

export const filterOptionEntry: fc.Arbitrary<FilterOptionEntry> = fc.record({
  name: someText,
  field: someText,
  compare: fc.constantFrom(...compareOperators),
  value: anyText,
  operator: anyText,
  orNull: fc.boolean(),
});

export const contentsFilterEntry: fc.Arbitrary<ContentsFilterEntry> = fc.record(
  {
    field: someText,
    value: someText,
    compare: fc.constantFrom(...compareOperators),
    orNull: fc.boolean(),
    operator: someText,
  },
  { requiredKeys: ['field', 'value'] },
);

/** Any canonical search query (searchQuerySchema): lists absent or non-empty, page ≥ 1. */
export const searchQuery: fc.Arbitrary<SearchQuery> = fc.record(
  {
    keyword: nonEmptyList(keywordEntry),
    page: fc.integer({ min: 1, max: 999_999_999 }),
    category: nonEmptyList(someText),
    variation: nonEmptyList(variationEntry),
    sellingStatus: fc.constantFrom(...urlSellingStatusSchema.options),
    sort: fc.constantFrom(...sortOrders),
    couponId: someText,
    filterOption: nonEmptyList(filterOptionEntry),
    token: someText,
    filter: nonEmptyList(contentsFilterEntry),
  },
  { requiredKeys: ['page'] },
);
