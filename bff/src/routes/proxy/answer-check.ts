import type { z } from 'zod';

/**
 * Two JSON values alike: the same keys (in any order), the same array lengths, the same primitive
 * values. Both sides come from JSON.parse or a zod parse of it, so there are no cycles, dates or
 * functions to meet. The proxy asks it whether the upstream's own bytes may stand for the checked
 * answer (the parse stripped no key and added no default): comparing cost about a quarter of
 * writing a 13 KB product list out again (docs/architecture.md#production-and-performance).
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys)
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  return true;
};

export type CheckedAnswer = { ok: true; data: unknown } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * An upstream success checked against its route's contract with zod's public `safeParse`
 * (docs/architecture.md#proxy). The browser gets the parse output: the contract's shape with
 * every key the contract does not name stripped, so an internal field a real SaaS adds never
 * leaks (docs/security.md). zod 4 compiles each object schema's check once, on first use.
 */
export const checkAnswer = (schema: z.ZodType, data: unknown): CheckedAnswer => {
  const checked = schema.safeParse(data);
  return checked.success
    ? { ok: true, data: checked.data }
    : { ok: false, issues: checked.error.issues };
};
