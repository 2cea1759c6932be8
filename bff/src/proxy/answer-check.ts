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

// Until the allowlist stops asking for it (issue 24 item 4: the check moves to checkAnswer).
type Schema = z.ZodType;
type Def = Record<string, unknown> & { type: string };

/** Fields of a definition that hold one inner schema, by schema type. */
const innerFields: Record<string, string[]> = {
  array: ['element'],
  optional: ['innerType'],
  nullable: ['innerType'],
  default: ['innerType'],
  prefault: ['innerType'],
  nonoptional: ['innerType'],
  readonly: ['innerType'],
  catch: ['innerType'],
  success: ['innerType'],
  intersection: ['left', 'right'],
  record: ['keyType', 'valueType'],
  map: ['keyType', 'valueType'],
  set: ['valueType'],
};

/** Types whose checks (refinements) read the value they built, unknown keys included. */
const containers = new Set([
  'object',
  'array',
  'record',
  'map',
  'set',
  'tuple',
  'union',
  'intersection',
]);

/**
 * A schema whose refinements or transform see its output: left whole, inside too, so they see
 * exactly what the contract's would (a refinement may read a key the shape does not name).
 */
const readsItsOutput = (def: Def) =>
  def.type === 'pipe' ||
  def.type === 'transform' ||
  (containers.has(def.type) && Boolean((def.checks as unknown[] | undefined)?.length));

const isUnknown = (schema: unknown) =>
  (schema as Schema | undefined)?._zod.def.type === 'unknown' &&
  !((schema as Schema)._zod.def as { checks?: unknown[] }).checks?.length;

/**
 * The schema `schema` with every loose object (`z.looseObject`: unknown keys pass as they are)
 * turned into a plain object that ignores them. Both accept and refuse exactly the same values —
 * an unknown key can never make a loose object fail — but the loose one walks every key it does
 * not name to copy it into its output, which a check that only wants `success` never reads: on a
 * 53 KB product list that walk was half of the check
 * (docs/architecture.md#production-and-performance). The output of the result is not the
 * contract's output and must not be used: only `success` and the issues.
 */
export const checkOnlySchema = <S extends Schema>(schema: S): S => rewrite(schema) as S;

/**
 * Each schema's check-only form, made once: the routes share their item, member and order
 * schemas, so the second route to need one gets the first's.
 */
const seen = new WeakMap<Schema, Schema>();

const rewrite = (schema: Schema): Schema => {
  const known = seen.get(schema);
  if (known) return known;
  // Itself until its form is made: a schema met again inside itself (recursion through a shape
  // getter) is checked as the contract has it.
  seen.set(schema, schema);
  const def = schema._zod.def as unknown as Def;
  if (readsItsOutput(def)) return schema;
  const next = { ...def };
  let changed = false;
  const inner = (value: unknown) => {
    const rewritten = rewrite(value as Schema);
    if (rewritten !== value) changed = true;
    return rewritten;
  };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      next.shape = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)]));
      if (isUnknown(def.catchall)) {
        next.catchall = undefined;
        changed = true;
      }
      break;
    }
    case 'union':
      next.options = (def.options as Schema[]).map(inner);
      break;
    case 'tuple':
      next.items = (def.items as Schema[]).map(inner);
      if (def.rest) next.rest = inner(def.rest);
      break;
    case 'lazy': {
      const getter = def.getter as () => Schema;
      // Resolved when first checked: a recursive schema refers to itself through it.
      next.getter = () => rewrite(getter());
      changed = true;
      break;
    }
    default:
      for (const field of innerFields[def.type] ?? [])
        if (def[field]) next[field] = inner(def[field]);
  }
  const result = changed ? (schema.clone(next as never) as Schema) : schema;
  seen.set(schema, result);
  return result;
};
