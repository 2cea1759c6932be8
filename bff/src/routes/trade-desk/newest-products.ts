import {
  isSuccess,
  itemListResponseSchema,
  parseSearchQuery,
  toItemListRequest,
  type ItemListRequest,
} from '@kakehashi/contracts';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';

/** How far down the newest list "new" is counted: more than this shows as this many. */
export const newCountCap = 50;
/** How many of the newest ids mark what was seen (a few, in case some leave the catalogue). */
const seenMarkSize = 20;

export type NewestProducts = {
  ids: string[];
  /** The supplier's names, read from its products (for an alert's label). */
  supplierName: string | null;
  supplierNameEn: string | null;
};

/**
 * docs/rules/trade-desk.md#new-product-alerts: the upstream's newest products for a search or a
 * supplier (items/list sorted by newest). Null when the upstream did not answer: the old count
 * then stands.
 */
export const readNewest = async (
  gateway: UpstreamGateway,
  session: SessionPort,
  source: { query: string } | { supplierId: string },
): Promise<NewestProducts | null> => {
  const base: ItemListRequest =
    'query' in source
      ? toItemListRequest({ ...parseSearchQuery(source.query).query, page: 1 }, newCountCap).request
      : { offset: 0, limit: newCountCap, supplierId: source.supplierId };
  const outcome = await gateway.call(session, 'items/list', {
    ...base,
    offset: 0,
    limit: newCountCap,
    sort: 'newest',
  });
  if (outcome.kind !== 'response' || !isSuccess(outcome.status as string)) return null;
  const parsed = itemListResponseSchema.safeParse(outcome.data);
  if (!parsed.success) return null;
  const first = parsed.data.items[0]?.custom;
  return {
    ids: parsed.data.items.map((item) => item.id),
    supplierName: first?.supplier_name_jp ?? null,
    supplierNameEn: first?.supplier_name_en ?? null,
  };
};

/** The ids that mark "seen up to here". */
export const seenMark = (ids: string[]) => ids.slice(0, seenMarkSize);

/**
 * Products above the first one already seen, newest first. With nothing seen (a search that
 * found nothing when saved), every product found now is new.
 */
export const countNew = (ids: string[], seen: string[]): number => {
  const known = new Set(seen);
  const index = ids.findIndex((id) => known.has(id));
  return index === -1 ? ids.length : index;
};
