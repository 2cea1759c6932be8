import { StatusCode } from '@kakehashi/contracts';
import type { CachedCall } from '../cache/cached-call';
import type { CachePolicy } from '../cache/read-cache';
import type { CartQuantityGuard } from '../cart/quantity-guard';
import { createAnswerMemo, type AnswerMemo } from '../cache/serialised-answer';
import { browserViewOf, type CommitCapture } from '../checkout/commit-capture';
import type { CommitGuard } from '../checkout/commit-guard';
import type { ProxyHandler } from '../http/api-router';
import type { MappedResult, ResultMapper } from '../http/result-mapper';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import { plainEnvelopeBytes } from '../upstream/upstream-http';
import { proxyAllowlist } from './allowlist';

/**
 * The one handler behind every proxied route of the endpoint table (docs/architecture.md#proxy).
 * The upstream is named only by the table, never by the request URL, so traversal or
 * absolute-URL tricks find no route (404). Member access and the body contract were checked
 * by the router; here the answer's `data` is checked against the route's contract, so the web
 * can trust the shape it is typed with (allowlist.ts: a check that only asks whether it passes).
 */
export const proxyHandler = (deps: {
  gateway: UpstreamGateway;
  cachedCall: CachedCall;
  results: ResultMapper;
  cachePolicy: CachePolicy;
  /** docs/rules/cart-and-checkout.md: the temporary order id, commit result and 3-D Secure context. */
  checkout?: CommitCapture;
  /** One commit per session at a time (docs/rules/cart-and-checkout.md#placing-the-order). */
  commitGuard?: CommitGuard;
  /** Told when an upstream answer breaks its contract (logged by the app). */
  onContractBreach?: (name: string, issues: unknown) => void;
  /** The serialised cached answers, shared with the cached-read fast lane (edge/fast-lanes.ts). */
  answers?: AnswerMemo;
  /** Cart lines outside their quantity bounds (MOQ) are refused before forwarding. */
  cartGuard?: CartQuantityGuard;
}): ProxyHandler => {
  // A cached answer is the same object on every hit: check it against its route's contract and
  // write it out once (the profile showed zod re-walking whole category trees and JSON.stringify
  // of them on every cached read); later hits reuse its bytes and ETag.
  const serialised = deps.answers ?? createAnswerMemo();
  const contractBreach = async (
    language: Parameters<ResultMapper['own']>[1],
  ): Promise<MappedResult> => deps.results.own(StatusCode.fetchError, language, {}, 502);

  return async (name, { session, body: parsed, res }) => {
    const entry = proxyAllowlist.get(name)!;
    // Bounded route label for /metrics: the allowlisted name, never the raw URL.
    res.locals.metricsRoute = `/api/${name}`;
    // The session's temporary order id replaces anything the browser sent (server-side only);
    // a card commit returns to this site's own return page (on the configured public origin).
    const body = deps.checkout
      ? await deps.checkout.prepareBody(session.id, entry.upstream, parsed, (upstream, body) =>
          deps.gateway.call(session, upstream, body),
        )
      : parsed;
    const refused = await deps.cartGuard?.(session, entry.upstream, body);
    if (refused) return refused;
    const call = async () => {
      const outcome =
        entry.cache === 'shared'
          ? await deps.cachedCall(session, entry.upstream, body, deps.cachePolicy)
          : await deps.gateway.call(session, entry.upstream, body);
      // A guest's first order needs a session to keep its temporary order id in.
      if (entry.upstream === 'order/create' && !session.id && outcome.kind === 'response')
        await session.update((record) => record);
      await deps.checkout?.record(session.id, entry.upstream, outcome, body);
      return outcome;
    };
    const outcome =
      entry.upstream === 'order/commit' && deps.commitGuard && session.id
        ? await deps.commitGuard(session.id, call)
        : await call();
    const shared = entry.cache === 'shared' ? outcome : undefined;
    const kept = shared && serialised.get(shared);
    if (kept) return kept;
    const mapped = await deps.results.fromOutcome(session, outcome);
    const { result } = mapped;
    // Order answers lose their secrets before anything else sees them.
    const data =
      result.status === StatusCode.success
        ? browserViewOf(entry.upstream, result.data)
        : result.data;
    result.data = data;
    if (result.status !== StatusCode.success) return mapped;
    const checked = entry.check.safeParse(data);
    if (!checked.success) {
      deps.onContractBreach?.(name, checked.error.issues);
      return contractBreach(session.language);
    }
    if (shared) return serialised.keep(shared, mapped);
    // The upstream's `{ status, data }` bytes are this very Result: sent as they came, not
    // stringified again (the order answers' browser view is a new object and is written out).
    const bytes =
      data === outcome.data && outcome.kind === 'response'
        ? plainEnvelopeBytes(outcome)
        : undefined;
    return bytes ? { ...mapped, bytes } : mapped;
  };
};
