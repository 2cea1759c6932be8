import { certifications } from './certifications';
import { regions } from './prefectures';
import { createRng } from './prng';
import type { Product } from './products';
import type { Supplier } from './suppliers';

/**
 * What a supplier's profile shows to build trust (docs/rules/lists-and-requests.md#suppliers),
 * worked out from its products after they are generated: the certifications its products carry,
 * the countries it has exported to, its region's name, and — where the platform has measured it —
 * how it answers requests.
 */
export type SupplierProfileFacts = {
  region: string;
  region_en: string;
  /** Certification codes of its products, international first, in the certification list's order. */
  certifications: string[];
  /** ISO 3166 codes of the countries its products were exported to, most products first. */
  export_countries: string[];
  /** Share of buyers' requests answered, in percent; absent where not measured yet. */
  response_rate?: number;
  /** Typical time to a first answer, in hours; absent where not measured yet. */
  response_hours?: number;
};

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const certificationOrder = new Map(certifications.map((c, i) => [c.code, i]));

/**
 * The profile facts of one supplier from its products. Its response figures come from a random
 * stream of its own (seeded by its id), so they never shift the catalogue's main stream: the same
 * seed builds the same products as before they existed.
 */
export const supplierProfileFacts = (
  supplier: Supplier,
  products: readonly Product[],
): SupplierProfileFacts => {
  const certs = new Set<string>();
  const countries = new Map<string, number>();
  for (const p of products) {
    for (const code of [
      ...listOf(p.custom.cettifications),
      ...listOf(p.custom.cettificationsJapan),
    ])
      certs.add(code);
    for (const country of listOf(p.custom.exportExperienceCountriesRegions))
      countries.set(country, (countries.get(country) ?? 0) + 1);
  }
  const region = regions.find((r) => r.code === supplier.region_code);
  const rng = createRng(Number(supplier.id) * 7919);
  const measured = rng.chance(0.75);
  return {
    region: region?.name ?? '',
    region_en: region?.name_en ?? '',
    certifications: [...certs].sort(
      (a, b) => (certificationOrder.get(a) ?? 99) - (certificationOrder.get(b) ?? 99),
    ),
    export_countries: [...countries]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .map(([code]) => code),
    ...(measured
      ? { response_rate: rng.int(72, 100), response_hours: rng.pick([2, 4, 8, 12, 24, 48]) }
      : {}),
  };
};
