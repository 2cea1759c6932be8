import { randomBytes } from 'node:crypto';
import {
  apiRoutes,
  StatusCode,
  upstreamCatalogue,
  type ApiRoute,
  type UpstreamName,
} from '@kakehashi/contracts';
import { AppError } from '../../platform/http/app-error';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import type { CheckoutState } from '../../platform/session/checkout-state';
import type { CheckoutStore } from './checkout-store';
import { placedRecord } from './placed-order';

type Data = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' && value
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
const succeeded = (
  outcome: UpstreamOutcome,
): outcome is Extract<UpstreamOutcome, { kind: 'response' }> =>
  outcome.kind === 'response' && outcome.status === 'E000-000';

/** docs/upstream.md#cart-and-order: the commit response names the provider's authorization address. */
const providers = [
  ['sbps', 'sbps_authorize_url'],
  ['amazon_pay', 'amazon_pay_authorize_url'],
] as const;

/** How a call relates to the temporary order, as its declaration says (contracts/src/endpoints/order.ts). */
const roleOf = (name: UpstreamName) =>
  (apiRoutes as Record<string, ApiRoute | undefined>)[name]?.order;

/** The request fields naming the order in an upstream call (the catalogue's `orderId`). */
const orderFieldsOf = (name: UpstreamName): string[] => {
  const shape = (upstreamCatalogue[name]?.request as { shape?: Record<string, unknown> })?.shape;
  return ['orderId', 'temporary_order_id'].filter((field) => shape && field in shape);
};

/** The temporary order id of an order answer: top level or inside `order` (docs/upstream.md#cart-and-order Order). */
const temporaryOrderIdOf = (data: Data): string | undefined => {
  const order = (data.order && typeof data.order === 'object' ? data.order : {}) as Data;
  return (
    text(data.temporary_order_id) ??
    text(data.orderId) ??
    text(order.temporary_order_id) ??
    text(order.orderId)
  );
};

/** Reads a commit response into stored state; a pending payment gets a fresh 3-D Secure context. */
export const commitStateOf = (
  data: Data,
  previous: CheckoutState,
  returnRef?: string,
): CheckoutState => {
  const [provider, field] = providers.find(([, key]) => text(data[key])) ?? ['default', undefined];
  const authorizeUrl = field ? text(data[field]) : undefined;
  const upstreamContext = text(data.three_d_secure_context) ?? text(data.threeDSecureContext);
  const context =
    upstreamContext ?? (authorizeUrl ? randomBytes(32).toString('base64url') : undefined);
  return {
    ...previous,
    commit: { orderNumber: text(data.order_number), provider, authorizeUrl },
    threeDSecure: context && context.length >= 16 ? { context, returnRef } : undefined,
  };
};

/** A commit answer that sends the buyer to the card issuer first (3-D Secure). */
const isRedirect = (data: Data) => providers.some(([, key]) => text(data[key]));

/** The card return page (./card-pages.ts) and the query field of its one-time reference. */
export const cardReturnPath = '/checkout/card-return';
export const returnRefField = 'ref';

/** A card return address on the public origin with a fresh one-time reference. */
const cardReturnAddress = (publicUrl: string) => {
  const address = new URL(cardReturnPath, publicUrl);
  address.searchParams.set(returnRefField, randomBytes(32).toString('base64url'));
  return address.toString();
};

/** The one-time reference in the return address a commit was sent with. */
const returnRefOf = (sent: unknown): string | undefined => {
  const address = text((sent as Data | null)?.return_url);
  if (!address) return undefined;
  return new URL(address).searchParams.get(returnRefField) ?? undefined;
};

/** What a repeat of a commit answers: the order the upstream placed from the session's temporary order. */
const placedOf = (state: CheckoutState, data: Data, awaitingCard: boolean, nowMs: number) => {
  const orderNumber = text(data.order_number);
  if (!orderNumber || !state.temporaryOrderId) return undefined;
  const guestOrderPassword = text(data.guest_order_password);
  return placedRecord(
    {
      temporaryOrderId: state.temporaryOrderId,
      orderNumber,
      ...(guestOrderPassword ? { guestOrderPassword } : {}),
      awaitingCard,
    },
    nowMs,
  );
};

/**
 * The checkout's hooks around an order call (docs/rules/cart-and-checkout.md#temporary-order),
 * read from each call's declared order role: the temporary order id of the call that starts an
 * order and the commit result are kept server-side, the id is put into every later order call
 * instead of anything the browser sent, and cancelling the order or going back to the cart closes
 * the state.
 */
export const createCommitCapture = (
  store: CheckoutStore,
  options: { publicUrl: string; now?: () => number },
) => ({
  /** The browser's view of an order answer: its secrets removed (the proxy's OrderSteps). */
  view: orderView,
  /**
   * Before forwarding: the session's temporary order id goes into the order calls; without one
   * there is nothing to address (E000-410). A commit gets the BFF's own card return address,
   * built on the configured public origin (never the request's Host header) with a fresh one-time
   * reference: the return must bring it back, so a context alone proves nothing
   * (docs/security.md#3-d-secure-cannot-be-skipped).
   */
  async prepareBody(sessionId: string | null, name: UpstreamName, body: unknown): Promise<unknown> {
    const role = roleOf(name);
    if (!role?.sessionOrder) return body;
    const given = body && typeof body === 'object' ? body : {};
    const { temporaryOrderId } = sessionId ? await store.read(sessionId) : {};
    if (!temporaryOrderId) throw new AppError(409, StatusCode.noOrderInProgress);
    const fields = orderFieldsOf(name);
    return {
      ...given,
      ...Object.fromEntries(fields.map((field) => [field, temporaryOrderId])),
      ...(role.step === 'commits' ? { return_url: cardReturnAddress(options.publicUrl) } : {}),
    };
  },

  /**
   * After a successful upstream answer: records what checkout needs in the session. `sent` is the
   * body prepareBody made (a card commit's return reference is kept from it).
   */
  async record(
    sessionId: string | null,
    name: UpstreamName,
    outcome: UpstreamOutcome,
    sent?: unknown,
  ) {
    if (!sessionId || !succeeded(outcome)) return;
    const data = (outcome.data && typeof outcome.data === 'object' ? outcome.data : {}) as Data;
    const step = roleOf(name)?.step;
    if (step === 'starts') {
      const id = temporaryOrderIdOf(data);
      // A new temporary order starts a fresh checkout: an older commit result no longer applies.
      if (id) await store.write(sessionId, { temporaryOrderId: id });
    } else if (step === 'commits' && isRedirect(data)) {
      const nowMs = (options.now ?? Date.now)();
      await store.update(sessionId, (state) => ({
        ...commitStateOf(data, state, returnRefOf(sent)),
        placed: placedOf(state, data, true, nowMs),
      }));
    } else if (step === 'commits') {
      // Finished at once (no card): the order is closed, its number kept for the completion page
      // and for a repeat of "Place order" (./placed-order.ts).
      const nowMs = (options.now ?? Date.now)();
      await store.update(sessionId, (state) => ({
        outcome: {
          orderNumber: text(data.order_number) ?? null,
          guestOrderPassword: text(data.guest_order_password) ?? null,
          failure: null,
        },
        placed: placedOf(state, data, false, nowMs),
      }));
    } else if (step === 'closes') await store.clear(sessionId);
  },
});
export type CommitCapture = ReturnType<typeof createCommitCapture>;

/** Fields of an order answer that are the BFF's alone (docs/rules/cart-and-checkout.md). */
const secretFields = [
  'orderId',
  'temporary_order_id',
  'three_d_secure_context',
  'threeDSecureContext',
  'sbps_authorize_url',
  'amazon_pay_authorize_url',
  'authorize_url',
  'return_url',
];
const withoutSecrets = (value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Data)
      .filter(([key]) => !secretFields.includes(key))
      .map(([key, inner]) => [key, key === 'order' ? withoutSecrets(inner) : inner]),
  );
};

/** The page that sends the browser on to the card issuer (bff/src/routes/checkout/card-pages.ts). */
export const cardAuthorizePath = '/checkout/card-authorize';

/**
 * What the browser gets of an order call's answer: no temporary order id, no 3-D Secure context
 * and no issuer address (it names the context).
 */
export const orderView = withoutSecrets;

/** A commit's answer for the browser: a card commit says where to go next instead. */
export const commitView = (data: unknown): unknown =>
  data && typeof data === 'object' && isRedirect(data as Data)
    ? { redirect: true, order_number: text((data as Data).order_number), next: cardAuthorizePath }
    : withoutSecrets(data);
