import { bothLanguages } from '../http/multilingual';
import { notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { searchWords } from '../search/keyword';
import type { Supplier } from '../seed/suppliers';

const sorters: Record<string, (a: Supplier, b: Supplier) => number> = {
  name_asc: (a, b) => a.name_en.localeCompare(b.name_en),
  products_desc: (a, b) => b.product_count - a.product_count || a.id.localeCompare(b.id),
  prefecture: (a, b) => a.prefecture_code - b.prefecture_code || a.id.localeCompare(b.id),
  exports_desc: (a, b) =>
    b.export_countries.length - a.export_countries.length || a.id.localeCompare(b.id),
  established_asc: (a, b) => a.established_year - b.established_year || a.id.localeCompare(b.id),
};

const haystack = (s: Supplier): string =>
  [
    s.name,
    s.name_en,
    s.description,
    s.description_en,
    s.prefecture,
    s.prefecture_en,
    bothLanguages(s.hashtags.join(' ')),
  ]
    .join(' ')
    .toLowerCase();

/**
 * Supplier search (keyword, prefecture, region, business type, certification, export experience;
 * five orders) and detail
 * (docs/rules/lists-and-requests.md#suppliers).
 */
export const supplierRoutes = (mount: Mount): void => {
  mount('suppliers/search', ({ body, state }) => {
    const words = searchWords(body.keyword ?? '');
    const prefs =
      body.prefecture === undefined
        ? null
        : new Set(Array.isArray(body.prefecture) ? body.prefecture : [body.prefecture]);
    const ids = body.ids ? new Set(body.ids) : null;
    const matching = state.seed.suppliers.filter(
      (s) =>
        (!ids || ids.has(s.id)) &&
        (!prefs || prefs.has(s.prefecture_code)) &&
        (!body.region || s.region_code === body.region) &&
        (!body.businessType || s.business_type === body.businessType) &&
        (!body.certification || s.certifications.includes(body.certification)) &&
        (body.exportExperience !== true || s.export_countries.length > 0) &&
        words.every((w) => haystack(s).includes(w)),
    );
    const sorted = [...matching].sort(sorters[body.sort ?? 'prefecture']);
    return success({
      suppliers: sorted.slice(body.offset, body.offset + body.limit),
      hit: matching.length,
    });
  });

  mount('suppliers/detail', ({ body, state, member }) => {
    const supplier = state.seed.suppliers.find((s) => s.id === body.id || s.code === body.id);
    if (!supplier) return notFound('id');
    const followed = member?.custom.favorite_companies.includes(supplier.id) ?? false;
    return success({ supplier: { ...supplier, followed } });
  });
};
