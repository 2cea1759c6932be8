import { compareOperators, type CompareOperator } from './search-query-schema';

/** spec §5: only = > < >= <= != are compare operators. */
export const isCompareOperator = (value: string): value is CompareOperator =>
  (compareOperators as readonly string[]).includes(value);

/** spec §5: orNull is only true or false; anything else is not a boolean. */
export const parseOrNull = (value: string): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;
