import { z } from 'zod';

/** An upstream list answer: its rows under `key` and, when paged, the `hit` count of all rows. */
export const list = <K extends string, T extends z.ZodTypeAny>(key: K, row: T) =>
  z.object({ [key]: z.array(row), hit: z.number().int().min(0).optional() } as {
    [P in K]: z.ZodArray<T>;
  } & { hit: z.ZodOptional<z.ZodNumber> });
