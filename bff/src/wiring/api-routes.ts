import type { Logger } from 'pino';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import { mountApiRoutes } from '../platform/api/api-router';
import type { KvStore } from '../platform/store/kv-store';
import { accountHandlers } from '../routes/account/account-routes';
import { authHandlers } from '../routes/auth/auth-routes';
import { checkoutHandlers } from '../routes/checkout/checkout-routes';
import { createCommitCapture } from '../routes/checkout/commit-capture';
import { createCommitGuard } from '../routes/checkout/commit-guard';
import { orderHandlers } from '../routes/checkout/order-handlers';
import { createSavedCardGuard } from '../routes/checkout/saved-card-guard';
import { createCartQuantityGuard } from '../routes/cart/quantity-guard';
import { favoriteLabelHandlers } from '../routes/favorites/favorite-labels';
import { createMemberMutex } from '../routes/follows/member-mutex';
import { followHandlers } from '../routes/follows/follow-routes';
import { createForward } from '../routes/proxy/forward';
import { proxyHandler } from '../routes/proxy/proxy-routes';
import { sessionHandlers } from '../routes/session/session-routes';
import { tradeDeskHandlers } from '../routes/trade-desk/trade-desk-routes';
import type { GatewayServices } from './gateway-services';

/**
 * Every /api route's handler, mounted from the contracts endpoint table (docs/architecture.md):
 * the gateway's own handlers by domain, then the proxy for every proxied route.
 */
export const apiRoutes = (
  services: GatewayServices,
  {
    config,
    store,
    clock,
    logger,
  }: { config: Config; store: KvStore; clock: Clock; logger: Logger },
) => {
  const { gateway, results, auth, devices, throttling, checkoutStore, database } = services;
  const account = accountHandlers({ gateway, results, auth, devices, sessions: services.sessions });
  // The proxy's forwarding (cache → gateway → map → check), shared with the checkout's handlers.
  const forward = createForward({
    gateway,
    cachedCall: services.cachedCall,
    results,
    cachePolicy: services.cachePolicy,
    onContractBreach: (name, issues) => {
      logger.error({ upstream: name, issues }, 'upstream answer breaks its contract');
      services.contracts.breached(name);
    },
    onContractKept: services.contracts.conformed,
    answers: services.answers,
  });
  const capture = createCommitCapture(checkoutStore, { publicUrl: config.publicUrl });
  const { memberCarts } = services;
  return mountApiRoutes(
    {
      ...sessionHandlers({ config, siteSettings: services.siteSettings, results }),
      'cart/mine': memberCarts.mine,
      ...authHandlers(auth, devices),
      ...account,
      ...followHandlers({
        gateway,
        results,
        mutex: createMemberMutex(store),
        lockTtlMs: config.session.refreshLockTtlMs,
      }),
      ...favoriteLabelHandlers({
        gateway,
        results,
        mutex: createMemberMutex(store),
        lockTtlMs: config.session.refreshLockTtlMs,
      }),
      ...checkoutHandlers(services.checkoutDeps),
      ...orderHandlers({
        forward,
        capture,
        store: checkoutStore,
        publicUrl: config.publicUrl,
        gateway,
        commitGuard: createCommitGuard(store, config.upstream.timeoutMs * 2),
      }),
      ...tradeDeskHandlers({
        gateway,
        results,
        database,
        store,
        clock,
        logger,
        alerts: config.alerts,
        leave: account['account/leave'],
      }),
    },
    proxyHandler({
      forward,
      checkout: capture,
      cartGuard: createCartQuantityGuard({ gateway, results }),
    }),
    // The declared effects around each route (docs/architecture.md#route-effects), the first
    // outermost: the member's cart is settled after the throttles have settled their budgets, and
    // a saved card is checked only once the throttles let the call through.
    [memberCarts.effect, throttling, createSavedCardGuard({ gateway, results })],
  );
};
