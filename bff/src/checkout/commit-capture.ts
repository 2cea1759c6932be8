import { randomBytes } from 'node:crypto';
import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import type { UpstreamOutcome } from '../upstream/upstream-http';
import type { CheckoutState } from '../session/checkout-state';
import type { CheckoutStore } from './checkout-store';

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

/**
 * docs/rules/cart-and-checkout.md#3-d-secure-return: the commit response names the provider's
 * authorization address.
 */
const providers = [
  ['sbps', 'sbps_authorize_url'],
  ['amazon_pay', 'amazon_pay_authorize_url'],
] as const;

/**
 * The orders calls that address the temporary order (Order,
 * docs/rules/cart-and-checkout.md#temporary-order) and get its id injected.
 */
const addressesOrder = (name: UpstreamName) =>
  name.startsWith('order/') && name !== 'order/create' && name !== 'order/cartLoad';

/** The request fields naming the order in an upstream call (the catalogue's `orderId`). */
const orderFieldsOf = (name: UpstreamName): string[] => {
  const shape = (upstreamCatalogue[name]?.request as { shape?: Record<string, unknown> })?.shape;
  return ['orderId', 'temporary_order_id'].filter((field) => shape && field in shape);
};

/**
 * The temporary order id of an order answer: top level or inside `order` (Order,
 * docs/rules/cart-and-checkout.md#temporary-order).
 */
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
export const commitStateOf = (data: Data, previous: CheckoutState): CheckoutState => {
  const [provider, field] = providers.find(([, key]) => text(data[key])) ?? ['default', undefined];
  const authorizeUrl = field ? text(data[field]) : undefined;
  const upstreamContext = text(data.three_d_secure_context) ?? text(data.threeDSecureContext);
  const context =
    upstreamContext ?? (authorizeUrl ? randomBytes(32).toString('base64url') : undefined);
  return {
    ...previous,
    commit: { orderNumber: text(data.order_number), provider, authorizeUrl },
    threeDSecure: context && context.length >= 16 ? { context } : undefined,
  };
};

/**
 * The proxy's checkout hooks (docs/rules/cart-and-checkout.md#temporary-order): the temporary order
 * id of `order/create` (or `order/cartLoad`) and the commit result are kept server-side, the id is
 * put into every later order call instead of anything the browser sent, and cancelling the order
 * closes the state.
 */
export const createCommitCapture = (store: CheckoutStore) => ({
  /** Before forwarding: the session's temporary order id wins over a client-sent one. */
  async prepareBody(sessionId: string | null, name: UpstreamName, body: unknown): Promise<unknown> {
    if (!sessionId || !addressesOrder(name)) return body;
    const { temporaryOrderId } = await store.read(sessionId);
    const fields = orderFieldsOf(name);
    if (!temporaryOrderId || fields.length === 0) return body;
    return {
      ...(body && typeof body === 'object' ? body : {}),
      ...Object.fromEntries(fields.map((field) => [field, temporaryOrderId])),
    };
  },

  /**
   * After a successful upstream answer: records what checkout needs. Returns the 3-D Secure
   * context of a pending card payment, which the client sends to the provider as the return
   * address's `context` (the provider echoes it back), else undefined.
   */
  async record(
    sessionId: string | null,
    name: UpstreamName,
    outcome: UpstreamOutcome,
  ): Promise<string | undefined> {
    if (!sessionId || !succeeded(outcome)) return undefined;
    const data = (outcome.data && typeof outcome.data === 'object' ? outcome.data : {}) as Data;
    if (name === 'order/create' || name === 'order/cartLoad') {
      const id = temporaryOrderIdOf(data);
      // A new temporary order starts a fresh checkout: an older commit result no longer applies.
      if (id) await store.write(sessionId, { temporaryOrderId: id });
      return undefined;
    }
    if (name === 'order/commit') {
      const next = await store.update(sessionId, (state) => commitStateOf(data, state));
      return next.threeDSecure?.context;
    }
    if (name === 'order/cancel') await store.clear(sessionId);
    return undefined;
  },
});
export type CommitCapture = ReturnType<typeof createCommitCapture>;
