import {
  isSuccess,
  itemDetailResponseSchema,
  quoteMoq,
  supplierSchema,
  type Item,
} from '@kakehashi/contracts';
import { z } from 'zod';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import type { NewRequest } from './request-log';

type ItemSku = Item['skus'][number];

/** Who and what a request is about, with the names the inbox shows (as of sending). */
export type RequestTarget = {
  supplier: NewRequest['supplier'];
  product: NewRequest['product'];
  /**
   * The MOQ a quote for the variation `skuId` is held to, where it is above 1: the least the cart
   * accepts of it, as the product page and the form say it (`quoteMoq`), not the stated
   * `custom.moq` alone.
   */
  moqOf: (skuId: string | undefined) => number | null;
  /** The product's variations (none when no product was named): a quote names one of them. */
  skus: ItemSku[];
  /** False when a product was named and the upstream does not know it. */
  found: boolean;
};

const supplierData = z.looseObject({ supplier: supplierSchema });
const answered = (outcome: UpstreamOutcome) =>
  outcome.kind === 'response' && isSuccess(outcome.status as string);

/**
 * Reads the product and supplier a request names (items/detail, suppliers/detail). `product`
 * answers the failed outcome when the product cannot be read; a missing name is no reason to
 * stop a request (the inbox then shows the id).
 */
export const readRequestTarget = async (
  gateway: UpstreamGateway,
  session: SessionPort,
  ids: { itemId?: string; supplierId?: string },
): Promise<{ ok: true; target: RequestTarget } | { ok: false; outcome: UpstreamOutcome }> => {
  let product: RequestTarget['product'] = null;
  let moqOf: RequestTarget['moqOf'] = () => null;
  let skus: ItemSku[] = [];
  let supplierId = ids.supplierId;
  let supplier: RequestTarget['supplier'] = null;
  if (ids.itemId) {
    const read = await gateway.call(session, 'items/detail', { items: ids.itemId });
    const parsed =
      answered(read) && read.kind === 'response'
        ? itemDetailResponseSchema.safeParse(read.data)
        : null;
    if (!parsed?.success) return { ok: false, outcome: read };
    const item = parsed.data.items[0];
    if (!item)
      return {
        ok: true,
        target: { supplier: null, product: null, moqOf, skus: [], found: false },
      };
    product = { id: item.id, code: item.code, name: item.name, nameEn: item.name_en ?? null };
    moqOf = (skuId) => quoteMoq(item, skuId)?.min ?? null;
    skus = item.skus;
    supplierId ??= item.custom?.product_company_id;
    if (supplierId && supplierId === item.custom?.product_company_id)
      supplier = {
        id: supplierId,
        name: item.custom?.supplier_name_jp ?? null,
        nameEn: item.custom?.supplier_name_en ?? null,
      };
  }
  if (supplierId && !supplier?.name) {
    const read = await gateway.call(session, 'suppliers/detail', { id: supplierId });
    const parsed =
      read.kind === 'response' && answered(read) ? supplierData.safeParse(read.data) : null;
    supplier = parsed?.success
      ? { id: supplierId, name: parsed.data.supplier.name, nameEn: parsed.data.supplier.name_en }
      : { id: supplierId, name: null, nameEn: null };
  }
  return { ok: true, target: { supplier, product, moqOf, skus, found: true } };
};
