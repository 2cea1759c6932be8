import type { AuthMode, ExternalOrganization } from '@kakehashi/contracts';
import type { Seed } from '../seed/index';
import { demoBuyerAssociation } from '../seed/linked-services';
import type { Review } from '../seed/reviews';
import type { Cart, TempOrder, ThreeDSecure } from '../checkout/types';
import type { Fault } from './faults';
import type { MailedCode } from './mailed-code';
import { demoBuyer, demoBuyerCard, demoBuyerDeliveryAddress, type Member } from './members';
import type { Mail } from './outbox';
import type { Language } from '../http/language';
import { multilingual } from '../http/multilingual';

export type TokenRecord = { userId: string; expiresAt: number; pair: string };
export type TwoFactorRecord = MailedCode & { userId: string };
export type ExpiringRecord = { key: string; expiresAt: number };

/** Everything the mock changes at run time; `resetState` returns it to the seed. */
export type MockState = {
  seed: Seed;
  authMode: AuthMode;
  members: Map<string, Member>;
  accessTokens: Map<string, TokenRecord>;
  refreshTokens: Map<string, TokenRecord>;
  twoFactor: Map<string, TwoFactorRecord>;
  resetTokens: Map<string, ExpiringRecord>;
  signUpCodes: Map<string, ExpiringRecord & { note: string }>;
  outbox: Mail[];
  faults: Fault[];
  faultCounter: number;
  /**
   * member id → favourite entries (docs/rules/lists-and-requests.md#favourites Favorite: skuId,
   * option, labels).
   */
  favorites: Map<
    string,
    { skuId: string; option: unknown; labels: string[]; created_at: string }[]
  >;
  notifies: Map<
    string,
    { skuId: string; skuCode: string; email: string; option: unknown; created_at: string }[]
  >;
  viewed: Map<string, string[]>;
  reviews: Review[];
  inquiries: Record<string, unknown>[];
  /** member id → saved addresses, cards, issued coupons, point ledger, finished orders. */
  addresses: Map<string, { adressId: string; address: Record<string, unknown> }[]>;
  cards: Map<
    string,
    { card_id: string; payment_profile_id: string; payment_config: Record<string, unknown> }[]
  >;
  issuedCoupons: Map<
    string,
    { id: string; coupon_id: string; secret: string; issued_at: string; used: boolean }[]
  >;
  points: Map<
    string,
    {
      order_number: string | null;
      occurred_at: string;
      amount: number;
      reason: string;
      /** Points an order earns: unconfirmed until then (docs/rules/cart-and-checkout.md#points). */
      confirms_at?: string;
    }[]
  >;
  orders: Map<string, Record<string, unknown>[]>;
  carts: Map<string, Cart>;
  tempOrders: Map<string, TempOrder>;
  threeDSecure: Map<string, ThreeDSecure>;
  /** Finished orders by order number (guest orders too) and coupon uses beyond the seed. */
  ordersByNumber: Map<string, { userId: string | null; order: Record<string, unknown> }>;
  couponUses: Map<string, number>;
  /**
   * Linked services (docs/rules/linked-services.md): card number → the member holding it; member
   * id → their organisations; promotion-mail unsubscribe tokens and the members who
   * unsubscribed; pending checks of a notification address.
   */
  pointCardHolders: Map<string, string>;
  organizations: Map<string, ExternalOrganization[]>;
  unsubscribeTokens: Map<string, string>;
  promotionOptOuts: Set<string>;
  /**
   * The language each member last used the shop in (the Accept-Language of their calls, of the
   * sign-up): the mails the shop sends unasked, the promotion letter, go out in it (state/mailer.ts).
   */
  memberLanguages: Map<string, Language>;
  emailChecks: Map<string, MailedCode & { email: string }>;
  /** Pending changes of a member's sign-in address (docs/rules/accounts.md#sign-in-email). */
  signInEmailChanges: Map<string, MailedCode & { email: string }>;
  sequence: number;
};

export const createState = (seed: Seed, authMode: AuthMode): MockState => {
  const buyer = demoBuyer();
  return {
    seed,
    authMode,
    members: new Map([[buyer.id, buyer]]),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    twoFactor: new Map(),
    resetTokens: new Map(),
    signUpCodes: new Map(),
    outbox: [],
    faults: [],
    faultCounter: 0,
    favorites: new Map(),
    notifies: new Map(),
    viewed: new Map(),
    reviews: seed.reviews.map((r) => ({ ...r })),
    inquiries: [],
    addresses: new Map([[buyer.id, [demoBuyerDeliveryAddress]]]),
    cards: new Map([[buyer.id, [demoBuyerCard]]]),
    issuedCoupons: new Map(),
    // The demo buyer starts with some points (point balance and history,
    // docs/rules/cart-and-checkout.md#points).
    points: new Map([
      [
        buyer.id,
        [
          {
            order_number: null,
            occurred_at: '2025-07-01T00:00:00.000Z',
            amount: 1000,
            reason: multilingual('新規会員登録ボーナス', 'Welcome bonus'),
          },
          {
            order_number: null,
            occurred_at: '2025-09-15T00:00:00.000Z',
            amount: 500,
            reason: multilingual('キャンペーン', 'Campaign'),
          },
          {
            order_number: null,
            occurred_at: '2025-10-01T00:00:00.000Z',
            amount: -300,
            reason: multilingual('ご利用', 'Used'),
          },
        ],
      ],
    ]),
    orders: new Map(),
    carts: new Map(),
    tempOrders: new Map(),
    threeDSecure: new Map(),
    ordersByNumber: new Map(),
    couponUses: new Map(),
    pointCardHolders: new Map(),
    // The demo buyer belongs to one association already, so the list is not empty at first.
    organizations: new Map([
      [
        buyer.id,
        [
          {
            ...demoBuyerAssociation,
            member_no: 'PFIA-2291',
            linked_at: '2025-06-01T00:00:00.000Z',
          },
        ],
      ],
    ]),
    unsubscribeTokens: new Map(),
    promotionOptOuts: new Set(),
    memberLanguages: new Map(),
    emailChecks: new Map(),
    signInEmailChanges: new Map(),
    sequence: 1,
  };
};

/** Reset in place, so references held by routers stay valid. */
export const resetState = (state: MockState): void => {
  Object.assign(state, createState(state.seed, state.authMode));
};

export const nextId = (state: MockState): number => {
  state.sequence += 1;
  return state.sequence;
};

export const findMemberByEmail = (state: MockState, email: string): Member | undefined => {
  const wanted = email.trim().toLowerCase();
  for (const m of state.members.values()) {
    if (m.status === 'active' && m.email.toLowerCase() === wanted) return m;
  }
  return undefined;
};
