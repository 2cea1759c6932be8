import {
  parseCategoryParam,
  parseVariationParam,
  searchHitMax,
  type ItemListRequest,
  type ItemSort,
  type VariationEntry,
} from '@kakehashi/contracts';
import type { Seed } from '../seed/index';
import type { Product } from '../seed/products';
import { coupons } from '../seed/coupons';
import { countFacets, type Facet } from './facets';
import { prepareFilterFacets } from './filter-facets';
import { filterMatcher, parseFilterOptions } from './filter-options';
import {
  keywordMatcher,
  prepareKeywordTexts,
  type KeywordMatcher,
  type MatchTier,
} from './keyword';
import { offersAt, type Offer } from './offered';
import { sellingStatusOf } from './selling-status';
import { countVariations } from './variation-facet';

type FieldError = { name: string; value: string };
export type ItemSearchResult = {
  items: Product[];
  hit: number;
  capped: boolean;
  facets?: Record<string, unknown[]>;
};

const descendants = (seed: Seed, codes: string[]): Set<string> => {
  const out = new Set(codes);
  for (const c of seed.categories) if (c.parent_code && out.has(c.parent_code)) out.add(c.code);
  return out;
};

/** `code:c:selectionCode` or `code:n:selectionName` entries; any entry may match (docs/rules/search.md#search-state-in-the-url). */
const variationMatcher = (entries: VariationEntry[]): ((p: Product) => boolean) | null => {
  if (entries.length === 0) return null;
  return (p) =>
    p.skus.some((s) =>
      s.variation.some((v) =>
        entries.some(
          (e) =>
            v.variation_code === e.code &&
            (e.by === 'name' ? v.selection_name === e.value : v.selection_code === e.value),
        ),
      ),
    );
};

type Offers = Map<Product, Offer>;

// docs/rules/search.md#sort-options: the price sorts order by the price the card quotes (the
// cheapest variation the buyer can order: offered.ts), not by a variation the card does not
// show (P103404's sold-out 720 ml sorted it at ¥3,810 while its card said ¥6,985). Every sort
// but the name and newest ones puts what can be ordered or reserved before what cannot: a card
// saying 'Sales ended' led 'Price: low to high' at a price nobody could pay.
const unbuyableLast = (offers: Offers, a: Product, b: Product): number =>
  Number(!offers.get(a)?.buyable) - Number(!offers.get(b)?.buyable);
const priceOf = (offers: Offers, p: Product): number => offers.get(p)?.price ?? 0;

const sorters: Record<ItemSort, (offers: Offers) => (a: Product, b: Product) => number> = {
  featured: (offers) => (a, b) =>
    unbuyableLast(offers, a, b) || a.featured_rank - b.featured_rank || a.id.localeCompare(b.id),
  name_asc: () => (a, b) =>
    a.name_en.localeCompare(b.name_en, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  newest: () => (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  price_desc: (offers) => (a, b) =>
    unbuyableLast(offers, a, b) ||
    priceOf(offers, b) - priceOf(offers, a) ||
    a.id.localeCompare(b.id),
  price_asc: (offers) => (a, b) =>
    unbuyableLast(offers, a, b) ||
    priceOf(offers, a) - priceOf(offers, b) ||
    a.id.localeCompare(b.id),
};

// Every sorter is total (ties fall back to id), so filtering a pre-sorted list gives the same
// order as sorting the matches: each ordering is built once per seed and stretch of time in which
// no product's offer changes (offersAt), not on every request.
const builtOrderings = new WeakMap<Offers, Record<ItemSort, Product[]>>();
const orderings = (
  seed: Seed,
  nowMs: number,
): { offers: Offers; by: Record<ItemSort, Product[]> } => {
  const offers = offersAt(seed, nowMs);
  let by = builtOrderings.get(offers);
  if (!by) {
    by = Object.fromEntries(
      Object.entries(sorters).map(([sort, of]) => [sort, [...seed.products].sort(of(offers))]),
    ) as Record<ItemSort, Product[]>;
    builtOrderings.set(offers, by);
  }
  return { offers, by };
};

/** Builds the per-seed orderings and filter tests now, so the first search answers fast. */
export const prepareSearch = (seed: Seed, nowMs: number = Date.now()): void => {
  prepareFilterFacets(orderings(seed, nowMs).offers);
  prepareKeywordTexts(seed.products);
};

const tierRank: Record<MatchTier, number> = { name: 0, category: 1, text: 2 };

/**
 * docs/rules/search.md "Keywords": products named by the keyword, then those whose description,
 * supplier or codes hold it; the products of a category the keyword names only when no product
 * is named by it. `featured` ranks by that tier first; the other sorts keep their order.
 */
const rankByKeyword = (
  items: Product[],
  keyword: KeywordMatcher,
  sort: ItemSort,
  offers: Offers,
): Product[] => {
  const tiered = items
    .map((p) => ({ p, tier: keyword.tier(p) }))
    .filter((t): t is { p: Product; tier: MatchTier } => t.tier !== null);
  const named = tiered.some((t) => t.tier === 'name');
  const kept = named ? tiered.filter((t) => t.tier !== 'category') : tiered;
  // Array.prototype.sort is stable: within a tier the sort's own order stays. What cannot be
  // bought follows everything that can, whatever its tier (a sake whose sales ended led "sake").
  if (sort === 'featured')
    kept.sort(
      (a, b) =>
        Number(!offers.get(a.p)?.buyable) - Number(!offers.get(b.p)?.buyable) ||
        tierRank[a.tier] - tierRank[b.tier],
    );
  return kept.map((t) => t.p);
};

/** docs/upstream.md#items-and-reviews item list: every filter, the five sorts, facets and the 4,000 hit cap. */
export const searchItems = (
  seed: Seed,
  req: ItemListRequest,
  nowMs: number,
): ItemSearchResult | { errors: FieldError[] } => {
  const filters = parseFilterOptions(req.filterOptions);
  if ('bad' in filters) return { errors: [{ name: 'filterOptions', value: filters.bad }] };
  const keyword = keywordMatcher(req.keyword, seed);
  if (keyword && 'bad' in keyword) return { errors: [{ name: 'keyword', value: keyword.bad }] };
  const variation = parseVariationParam(req.variation ?? '');
  if (variation.dropped.length > 0)
    return { errors: [{ name: 'variation', value: variation.dropped[0]?.reason ?? 'invalid' }] };
  if (req.couponId && !coupons.some((c) => c.id === req.couponId))
    return { errors: [{ name: 'couponId', value: 'unknown coupon' }] };
  const categoryCodes = parseCategoryParam(req.category ?? '').value ?? [];
  const inCategory = categoryCodes.length > 0 ? descendants(seed, categoryCodes) : null;
  const byVariation = variationMatcher(variation.value ?? []);
  const tests = [
    inCategory ? (p: Product) => p.category_codes.some((c) => inCategory.has(c)) : null,
    req.sellingStatus && req.sellingStatus !== 'all'
      ? (p: Product) => sellingStatusOf(p, nowMs) === req.sellingStatus
      : null,
    req.supplierId ? (p: Product) => p.custom.product_company_id === req.supplierId : null,
  ].filter((t): t is (p: Product) => boolean => t !== null);
  const sort = (req.sort ?? 'featured') as ItemSort;
  // The search without its filterOptions: what the filter facets count over.
  const { offers, by } = orderings(seed, nowMs);
  const anyVariation = by[sort].filter((p) => tests.every((t) => t(p)));
  const searched = byVariation ? anyVariation.filter(byVariation) : anyVariation;
  const base = keyword ? rankByKeyword(searched, keyword, sort, offers) : searched;
  const filterTest = filterMatcher(filters, offers);
  const sorted = filterTest ? base.filter(filterTest) : base;
  // The variation facet counts over everything else the search asks, so another selection of
  // the same variation shows what choosing it too would add.
  const variationFacet = () => {
    if (!byVariation) return countVariations(sorted);
    const ranked = keyword ? rankByKeyword(anyVariation, keyword, sort, offers) : anyVariation;
    return countVariations(filterTest ? ranked.filter(filterTest) : ranked);
  };
  const capped = sorted.length > searchHitMax;
  const reachable = capped ? sorted.slice(0, searchHitMax) : sorted;
  const offset = req.page !== undefined ? (req.page - 1) * req.limit : req.offset;
  return {
    items: reachable.slice(offset, offset + req.limit),
    hit: reachable.length,
    capped,
    ...(req.facets?.length
      ? {
          facets: {
            ...countFacets(
              req.facets.filter((f): f is Facet | 'filters' => f !== 'variation'),
              sorted,
              { base, filters, offers },
            ),
            ...(req.facets.includes('variation') ? { variation: variationFacet() } : {}),
          },
        }
      : {}),
  };
};
