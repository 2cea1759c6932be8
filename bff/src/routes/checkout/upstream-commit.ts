import type { Response } from 'express';
import { isSuccess } from '@kakehashi/contracts';
import { sessionOf } from '../../platform/session/locals';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { SettlementDeps } from './payment-settlement';

/**
 * "Success commits and yields an order number" (docs/rules/cart-and-checkout.md#3-d-secure-return):
 * `order/commit` again, now with the verified 3-D Secure context, for the session's own temporary
 * order.
 */
export const createUpstreamCommit =
  (deps: {
    gateway: UpstreamGateway;
    results: ResultMapper;
  }): NonNullable<SettlementDeps['commit']> =>
  async (res: Response, { context, temporaryOrderId }) => {
    const session = sessionOf(res);
    const outcome = await deps.gateway.call(session, 'order/commit', {
      orderId: temporaryOrderId,
      three_d_secure_context: context,
    });
    if (outcome.kind === 'response' && isSuccess(outcome.status as string)) {
      const data = outcome.data as {
        order_number?: unknown;
        guest_order_password?: unknown;
        order?: { order_number?: unknown; guest_order_password?: unknown };
      };
      const number = data?.order_number ?? data?.order?.order_number;
      // A guest's order password, as a commit without a card answers it (docs/rules/cart-and-checkout.md#guest-orders).
      const password = data?.guest_order_password ?? data?.order?.guest_order_password;
      return {
        ok: true,
        orderNumber: typeof number === 'string' ? number : undefined,
        guestOrderPassword: typeof password === 'string' && password ? password : undefined,
      };
    }
    return { ok: false, mapped: await deps.results.fromOutcome(session, outcome) };
  };
