import express, { type Router } from 'express';
import { fieldIssuesOf } from '@kakehashi/contracts';
import { z } from 'zod';
import type { ResolvedOptions } from '../http/options';
import type { Product } from '../seed/products';
import type { MockState } from '../state/store';

const bodySchema = z
  .object({
    /** Copy this product (id or code): the copies match the searches it matches. */
    like: z.string().min(1).max(40).optional(),
    /** Or the first product of this supplier. */
    supplierId: z.string().min(1).max(40).optional(),
    count: z.number().int().min(1).max(20).default(1),
  })
  .refine((body) => body.like || body.supplierId, { message: 'like or supplierId' });

/**
 * `POST /__mock/products` (test-only, docs/interfaces.md#mock-outbox's control endpoints): new
 * products appear in the catalogue now, so a saved search or a followed supplier has something
 * new (docs/rules/trade-desk.md#new-product-alerts). Each is a copy of an existing product with a
 * new id, code and sku ids and `created_at` now, so it sorts first by newest. The seed itself is
 * never changed: the state gets a new seed object, and `/__mock/reset` puts the original back.
 */
export const newProductRoutes = (state: MockState, options: ResolvedOptions): Router => {
  const router = express.Router();
  router.post('/', (req, res) => {
    const parsed = bodySchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ ok: false, errors: fieldIssuesOf(parsed.error) });
      return;
    }
    const { like, supplierId, count } = parsed.data;
    const products = state.seed.products;
    const template = like
      ? products.find((p) => p.id === like || p.code === like)
      : products.find((p) => p.custom.product_company_id === supplierId);
    if (!template) {
      res.status(404).json({ ok: false });
      return;
    }
    const nowMs = options.now().getTime();
    let next = products.reduce((max, p) => Math.max(max, Number(p.id) || 0), 0);
    const added: Product[] = Array.from({ length: count }, (_, i) => {
      next += 1;
      return {
        ...template,
        id: String(next),
        code: `P${next}`,
        skus: template.skus.map((sku, n) => ({
          ...sku,
          id: `${next}${String(n + 1).padStart(2, '0')}`,
          code: `SKU-${next}-${n + 1}`,
        })),
        created_at: new Date(nowMs + i).toISOString(),
      };
    });
    state.seed = { ...state.seed, products: [...products, ...added] };
    res.json({ ok: true, ids: added.map((p) => p.id) });
  });
  return router;
};
