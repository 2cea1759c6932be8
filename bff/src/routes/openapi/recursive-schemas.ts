import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const pascal = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** The schemas directly inside one zod 4 definition, with the object key they sit under. */
const children = (def: Def, key: string): [z.ZodType, string][] => {
  const one = (value: unknown, at = key): [z.ZodType, string][] =>
    value && typeof value === 'object' && '_zod' in value ? [[value as z.ZodType, at]] : [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) => one(v, k));
    case 'array':
      return one(def.element);
    case 'union':
    case 'tuple':
      return ((def.options ?? def.items ?? []) as unknown[]).flatMap((v) => one(v));
    case 'intersection':
      return [...one(def.left), ...one(def.right)];
    case 'record':
      return one(def.valueType);
    case 'pipe':
      return [...one(def.in), ...one(def.out)];
    case 'lazy':
      return one((def.getter as () => unknown)());
    default:
      return one(def.innerType);
  }
};

/**
 * zod-to-openapi expands a `z.lazy` schema inline, so a recursive one (the category tree of
 * contracts/src/upstream/responses.ts) recurses without end. A lazy schema that carries a refId
 * becomes a named component referenced by `$ref` instead; this gives every lazy schema reachable
 * from `roots` a refId (named after the key it first appears under, e.g. `trees` → `TreesNode`)
 * without touching the contracts.
 */
export const nameRecursiveSchemas = (roots: z.ZodType[]): void => {
  const seen = new Set<z.ZodType>();
  const used = new Set<string>();
  const visit = (schema: z.ZodType, key: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = defOf(schema);
    if (def.type === 'lazy' && !zodToOpenAPIRegistry.get(schema)) {
      const base = `${pascal(key) || 'Recursive'}Node`;
      let name = base;
      for (let n = 2; used.has(name); n += 1) name = `${base}${n}`;
      used.add(name);
      zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });
    }
    for (const [child, at] of children(def, key)) visit(child, at);
  };
  for (const root of roots) visit(root, '');
};
