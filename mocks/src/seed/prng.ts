/** mulberry32: a tiny seeded PRNG, so the seed is the same on every run and every machine. */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** `count` distinct entries of `list` (fewer when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[];
};

export const createRng = (seed: number): Rng => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)] as T;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
    }
    return out;
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
};
