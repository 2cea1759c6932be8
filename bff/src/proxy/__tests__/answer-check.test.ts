import { z } from 'zod';
import { readFixture } from '../../../../mocks/src/replay/fixture-files';
import { proxyAllowlist } from '../allowlist';
import { checkOnlySchema } from '../answer-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every value the answer holds, by path, and a value of another kind to put there instead. */
const wrongKindsOf = (
  value: Json,
  path: (string | number)[] = [],
): [(string | number)[], Json][] => {
  const here: [(string | number)[], Json][] = path.length
    ? [[path, typeof value === 'string' ? 12 : typeof value === 'number' ? 'twelve' : 'text']]
    : [];
  if (Array.isArray(value))
    return [...here, ...value.slice(0, 2).flatMap((v, i) => wrongKindsOf(v, [...path, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => wrongKindsOf(v, [...path, k]))];
  return here;
};

const replaced = (value: Json, path: (string | number)[], by: Json): Json => {
  if (!path.length) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head!] = replaced(copy[head!]!, rest, by);
  return copy as Json;
};

const verdict = (schema: z.ZodType, value: unknown) => {
  const checked = schema.safeParse(value);
  return checked.success ? 'passes' : checked.error.issues.map((i) => i.path.join('.')).join(' ');
};

describe('the check-only form of a contract', () => {
  // Real answers of the mock, as the buyer tour recorded them (mocks/fixtures).
  const answers = readFixture('buyer-tour')
    .exchanges.map((e) => ({
      name: e.path.replace(/^\/api\/v1\//, ''),
      body: e.response as { status?: string; data?: Json },
    }))
    .filter((a) => a.body?.status === 'E000-000' && proxyAllowlist.has(a.name as never));

  it('has real answers of many routes to try', () => {
    expect(new Set(answers.map((a) => a.name)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(answers.map((a) => [a.name, a] as const))(
    '%s: passes and fails exactly where the contract does, field by field',
    (_name, { name, body }) => {
      const entry = proxyAllowlist.get(name as never)!;
      const data = body.data!;
      expect(verdict(entry.check, data)).toBe('passes');
      expect(verdict(entry.data, data)).toBe('passes');
      const wrongs = wrongKindsOf(data).slice(0, 300);
      for (const [path, by] of wrongs) {
        const broken = replaced(data, path, by);
        expect([path, verdict(entry.check, broken)]).toEqual([path, verdict(entry.data, broken)]);
      }
    },
  );

  it('lets unknown keys pass without copying them, and still refuses a wrong known one', () => {
    const loose = z.looseObject({
      id: z.string(),
      tags: z.array(z.looseObject({ n: z.number() })),
    });
    const check = checkOnlySchema(loose);
    const value = { id: 'a', extra: { deep: true }, tags: [{ n: 1, more: 'x' }] };
    expect(check.safeParse(value).success).toBe(true);
    expect(check.safeParse(value).data).toEqual({ id: 'a', tags: [{ n: 1 }] });
    expect(verdict(check, { ...value, tags: [{ n: '1' }] })).toBe('tags.0.n');
  });

  it('keeps strict objects strict, refinements, unions, records and recursion', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.looseObject({
      name: z.string().min(1),
      children: z.lazy(() => z.array(node)),
    });
    const schema = z.looseObject({
      strict: z.strictObject({ a: z.number() }).optional(),
      either: z.union([z.looseObject({ kind: z.literal('x') }), z.number()]),
      byCode: z.record(z.string(), z.looseObject({ price: z.number().nonnegative() })),
      tree: node,
    });
    const check = checkOnlySchema(schema);
    const good = {
      either: { kind: 'x', other: 1 },
      byCode: { a: { price: 1, note: 'n' } },
      tree: { name: 'root', x: 1, children: [{ name: 'leaf', y: 2, children: [] }] },
    };
    expect(verdict(check, good)).toBe('passes');
    // Through the recursion too, nothing unknown is copied.
    expect(check.parse(good).tree).toEqual({
      name: 'root',
      children: [{ name: 'leaf', children: [] }],
    });
    for (const bad of [
      { ...good, strict: { a: 1, b: 2 } },
      { ...good, either: { kind: 'y' } },
      { ...good, byCode: { a: { price: -1 } } },
      { ...good, tree: { name: 'root', children: [{ name: '', children: [] }] } },
    ])
      expect(verdict(check, bad)).toBe(verdict(schema, bad));
    expect(verdict(check, good.tree.children[0])).not.toBe('passes');
  });

  it('leaves whole what a refinement or transform reads, unknown keys included', () => {
    const refined = z.looseObject({
      list: z.looseObject({ a: z.number() }).superRefine((value, ctx) => {
        if ('secret' in value) ctx.addIssue({ code: 'custom', message: 'no secrets' });
      }),
      piped: z.looseObject({ b: z.number() }).transform((value) => Object.keys(value).length),
    });
    const check = checkOnlySchema(refined);
    for (const value of [
      { list: { a: 1 }, piped: { b: 1 } },
      { list: { a: 1, secret: 'x' }, piped: { b: 1 } },
    ])
      expect(verdict(check, value)).toBe(verdict(refined, value));
    expect(check.parse({ list: { a: 1 }, piped: { b: 1, c: 2 } }).piped).toBe(2);
  });

  it('takes a schema that holds itself through a shape getter', () => {
    type Node = { name: string; children?: Node[] };
    const node: z.ZodType<Node> = z.looseObject({
      name: z.string(),
      get children() {
        return z.array(node).optional();
      },
    });
    const check = checkOnlySchema(node);
    const bad = { name: 'root', children: [{ name: 1 }] };
    expect(verdict(check, { name: 'root', x: 1, children: [{ name: 'leaf' }] })).toBe('passes');
    expect(verdict(check, bad)).toBe(verdict(node, bad));
  });

  it('leaves a schema with nothing loose in it as it is', () => {
    const plain = z.object({ a: z.array(z.string()) });
    expect(checkOnlySchema(plain)).toBe(plain);
  });
});
