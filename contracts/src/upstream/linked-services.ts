import { z } from 'zod';
import { singleLine } from '../validation/text';
import {
  cardNumberPattern,
  mailedCodePattern,
  organizationMemberNoPattern,
  pinPattern,
} from '../validation/patterns';

/**
 * Linked services, promotion-mail unsubscribe and notification-address checks
 * (docs/rules/linked-services.md; docs/upstream.md#linked-services).
 */

/** A points-card number and its PIN, as printed on the card of the external points programme. */
export const pointCardNumberSchema = z.string().trim().regex(cardNumberPattern);
export const pointCardPinSchema = z.string().trim().regex(pinPattern);

/**
 * The points a card (or an item bought with it) carries: base, bonus and their sum
 * (docs/upstream.md#linked-services).
 */
export const externalPointAmountsSchema = z.object({
  base_grant_point: z.number().int(),
  special_grant_point: z.number().int(),
  effective_point: z.number().int(),
});

/** `externalPoint/canMerge {card_member_no, pin_cd}`: may this card be linked to the member? */
export const externalPointCanMergeRequestSchema = z.object({
  card_member_no: pointCardNumberSchema,
  pin_cd: pointCardPinSchema,
});
export const externalPointCanMergeResponseSchema = externalPointAmountsSchema.extend({
  can_merge: z.boolean(),
});

/** `externalPoint/unlink {password}`: the member's own password confirms the unlink. */
export const externalPointUnlinkRequestSchema = z.object({
  password: z.string().min(1).max(200),
});

/**
 * `externalPoint/history/get {start_no, end_no, sort}`: a 1-based window of the linked card's
 * history (at most 100 entries), newest first unless `sort` says `asc`.
 */
export const externalPointHistoryRequestSchema = z
  .object({
    start_no: z.number().int().min(1),
    end_no: z.number().int().min(1),
    sort: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((b) => b.end_no >= b.start_no && b.end_no - b.start_no < 100, {
    path: ['end_no'],
    // A form message key, so the BFF words it in the buyer's language (messages/issue-messages.ts).
    params: { kind: 'invalid' },
  });
export const externalPointHistoryEntrySchema = z.object({
  occurred_at: z.string(),
  point: z.number().int(),
  reason: z.string(),
});
export const externalPointHistoryResponseSchema = z.object({
  card_member_no: z.string(),
  balance: externalPointAmountsSchema,
  histories: z.array(externalPointHistoryEntrySchema),
  hit: z.number().int().min(0),
});
export type ExternalPointHistory = z.infer<typeof externalPointHistoryResponseSchema>;

/** `items/externalPoint/get {itemCode, price, eventCode}`: the points the programme grants. */
export const itemExternalPointRequestSchema = z.object({
  itemCode: z.string().trim().min(1).max(40),
  price: z.number().int().min(0).max(100_000_000),
  eventCode: z.string().trim().max(40).optional(),
});

const organizationCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);

/** An external organisation the member belongs to (a trade body or buyers' association). */
export const externalOrganizationSchema = z.object({
  organization_code: z.string(),
  name: z.string(),
  member_no: z.string(),
  linked_at: z.string(),
});
export type ExternalOrganization = z.infer<typeof externalOrganizationSchema>;

/** `externalOrganizations/list`: the member's organisations and those they may still add. */
export const externalOrganizationListResponseSchema = z.object({
  organizations: z.array(externalOrganizationSchema),
  joinable: z.array(z.object({ organization_code: z.string(), name: z.string() })),
});
export type ExternalOrganizationList = z.infer<typeof externalOrganizationListResponseSchema>;

/** `externalOrganizations/put {organization_code, member_no}`. */
export const externalOrganizationPutRequestSchema = z.object({
  organization_code: organizationCode,
  member_no: z.string().trim().regex(organizationMemberNoPattern),
});
/** `externalOrganizations/delete {organization_code}`. */
export const externalOrganizationDeleteRequestSchema = z.object({
  organization_code: organizationCode,
});
/**
 * `externalOrganizations/tokenGet {organization_code, state}`: a short-lived token the
 * organisation's site exchanges for the member's identity; `state` comes back unchanged.
 */
export const externalOrganizationTokenRequestSchema = z.object({
  organization_code: organizationCode,
  state: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,100}$/)
    .optional(),
});
export const externalOrganizationTokenResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  state: z.string().optional(),
});

/**
 * The token of a promotion mail's unsubscribe link: letters, digits, `_` and `-` only, so a
 * tampered link is refused before any call (docs/rules/linked-services.md#promotion-mail-unsubscribe).
 */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,200}$/);
export const promotionUnsubscribeRequestSchema = z.object({ token: unsubscribeTokenSchema });

const email = singleLine().trim().min(1).max(254).email();

/** `notifications/email/send {email}`: mail a verification code to an address of the member. */
export const notificationEmailSendRequestSchema = z.object({ email });
/** `notifications/email/verify {email, code}`: the 6-digit code proves the address is theirs. */
export const notificationEmailVerifyRequestSchema = z.object({
  email,
  code: z.string().trim().regex(mailedCodePattern),
});
