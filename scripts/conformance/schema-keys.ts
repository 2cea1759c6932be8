import type { z } from 'zod';

// Zod 4 keeps each schema's definition at `_zod.def`; the tool reads it to know which keys the
// contract names at a place in the answer (to tell a renamed field from a missing one).
type Def = { type: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schemas a value may meet once wrappers are peeled off (every option of a union). */
const variants = (schema: z.ZodType): z.ZodType[] => {
  const def = defOf(schema);
  if (wrappers.has(def.type) || def.type === 'nonoptional') return variants(def.innerType);
  if (def.type === 'pipe') return variants(def.in);
  if (def.type === 'lazy') return variants(def.getter());
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(variants);
  if (def.type === 'intersection') return [...variants(def.left), ...variants(def.right)];
  return [schema];
};
const ofType = (schemas: z.ZodType[], type: string) =>
  schemas.flatMap(variants).filter((s) => defOf(s).type === type);
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => defOf(schema).shape;

/** The schemas that judge the value at `path` of the data (indices step into arrays). */
const schemasAt = (schema: z.ZodType, path: PropertyKey[]): z.ZodType[] =>
  path.reduce<z.ZodType[]>(
    (list, key) => [
      ...ofType(list, 'object').flatMap((s) => shapeOf(s)[String(key)] ?? []),
      ...(typeof key === 'number' ? ofType(list, 'array').map((s) => defOf(s).element) : []),
      ...ofType(list, 'record').map((s) => defOf(s).valueType),
    ],
    [schema],
  );

/** The keys the contract names for the object at `path`, or null when it names none. */
export const keysAt = (schema: z.ZodType, path: PropertyKey[]): Set<string> | null => {
  const objects = ofType(schemasAt(schema, path), 'object');
  return objects.length ? new Set(objects.flatMap((s) => Object.keys(shapeOf(s)))) : null;
};
