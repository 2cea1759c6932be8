import { z } from 'zod';
import { supplierSchema } from '../upstream/browse';

const supplierId = z.string().trim().min(1).max(40);

/**
 * `POST /api/member/follows/addDelete`: follow (`follow: true`) or unfollow one supplier. The BFF
 * changes the member's `favorite_companies` itself under a per-member lock, so two tabs following
 * two suppliers at once both stick (docs/rules/lists-and-requests.md#follows). Saying which way
 * (rather than "toggle") makes a repeated click harmless.
 */
export const followBodySchema = z.object({ supplierId, follow: z.boolean() });
export type FollowBody = z.infer<typeof followBodySchema>;

/** The outcome: whether the supplier is followed now, and every followed id after the change. */
export const followDataSchema = z.object({
  followed: z.boolean(),
  supplierIds: z.array(z.string()),
});
export type FollowData = z.infer<typeof followDataSchema>;

/** `POST /api/member/follows/list`: the followed suppliers, newest follow first. */
export const followsListBodySchema = z.object({
  offset: z.number().int().min(0).max(500).default(0),
  limit: z.number().int().min(1).max(100).default(50),
});
export const followsListDataSchema = z.object({
  supplierIds: z.array(z.string()),
  suppliers: z.array(supplierSchema),
  hit: z.number().int().min(0),
});
export type FollowsListData = z.infer<typeof followsListDataSchema>;
