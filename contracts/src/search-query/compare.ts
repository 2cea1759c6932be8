import type { CompareOperator } from './search-query-schema';
import { compareOperators } from './search-query-values';

/** docs/rules/search.md#filter-options: only = > < >= <= != are compare operators. */
export const isCompareOperator = (value: string): value is CompareOperator =>
  (compareOperators as readonly string[]).includes(value);

/**
 * docs/rules/search.md#filter-options: orNull is only true or false; anything else is not a
 * boolean.
 */
export const parseOrNull = (value: string): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;
