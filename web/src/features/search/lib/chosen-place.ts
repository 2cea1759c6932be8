import type { MasterEntry } from '@/shared/catalog/api/masters';

/** What the query's prefecture entries name: a whole region, one prefecture, or a mix. */
export type ChosenPlace =
  | { kind: 'region'; region: string }
  | { kind: 'prefecture'; code: string; region?: string }
  | { kind: 'prefectures'; codes: string[] };

/**
 * Reads the prefecture codes of a query back as the place the buyer chose: exactly the
 * prefectures of a region are that region (contracts regionFilter writes it so).
 */
export const chosenPlace = (
  codes: readonly string[],
  prefectures: readonly MasterEntry[],
): ChosenPlace | undefined => {
  if (codes.length === 0) return undefined;
  const regionOf = (code: string) => prefectures.find((p) => p.code === code)?.region;
  if (codes.length === 1)
    return { kind: 'prefecture', code: codes[0]!, region: regionOf(codes[0]!) };
  const region = regionOf(codes[0]!);
  const members = prefectures.filter((p) => p.region === region).map((p) => p.code);
  const whole =
    region !== undefined &&
    members.length === codes.length &&
    members.every((code) => codes.includes(code));
  return whole ? { kind: 'region', region } : { kind: 'prefectures', codes: [...codes] };
};
