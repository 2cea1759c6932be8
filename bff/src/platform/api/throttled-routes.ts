import { isSuccess, StatusCode, type ApiName } from '@kakehashi/contracts';
import type { RouteContext } from './api-router';
import type { Answer, ResultMapper } from './result-mapper';
import type { RouteEffect, RouteStep } from './route-effects';
import type { Budget } from '../config/throttle-config';
import { waitInMinutes } from '../throttle/backoff';
import type { Throttle } from '../throttle/throttle';

/**
 * How one call spends a budget:
 * - `tries`: every call counts (probes, mails);
 * - `failures`: counted before the call, given back when it succeeds;
 * - `failures-until-success`: as failures, and a success empties the budget of `clearKey` (the
 *   upstream forgets an account's failed sign-ins when one succeeds).
 * A call that reached no verdict (a 5xx) gives back what it counted as a failure; a repeat answered
 * from the first send's answer (`Answer.repeated`) gives back all it counted, tries too.
 */
export type ThrottleRule<N extends ApiName = ApiName> = {
  budget: Budget;
  /** Whose budget the call spends; `undefined`: the rule does not apply to this call. */
  key: (call: RouteContext<N>) => string | undefined;
  counts: 'tries' | 'failures' | 'failures-until-success';
  clearKey?: (call: RouteContext<N>) => string | undefined;
};
export type RouteThrottles = { [N in ApiName]?: ThrottleRule<N>[] };

type Taken = { rule: ThrottleRule; key: string };

/**
 * Puts the declared throttles (route-throttles.ts) in front of the route handlers, as a route
 * effect (./route-effects.ts): every rule's budget is spent BEFORE the handler runs, so nothing over budget reaches the upstream; the first
 * refusal answers 429 with `Retry-After` and the wait in minutes in the buyer's language. After
 * the handler, failures-only budgets get their try back on success or on an answer without a
 * verdict (5xx), and sign-in budgets are emptied by a success.
 */
export const createRouteThrottling = (deps: {
  throttle: Throttle;
  rules: RouteThrottles;
  results: ResultMapper;
}) => {
  const { throttle } = deps;
  const refund = (taken: Taken[]) =>
    Promise.all(taken.map(({ rule, key }) => throttle.refund(rule.budget, key)));
  const giveBack = (taken: Taken[]) => refund(taken.filter(({ rule }) => rule.counts !== 'tries'));

  const settle = async (
    rules: ThrottleRule[],
    taken: Taken[],
    call: RouteContext<ApiName>,
    reply: Answer | void,
  ) => {
    // A double-click or a retry that mailed nobody spends no mail budget (docs/security.md#throttles).
    if (reply?.repeated) return refund(taken);
    const verdict = reply && reply.httpStatus < 500 && reply.httpStatus !== 429;
    if (!verdict) return giveBack(taken);
    if (!isSuccess(reply.result.status)) return;
    await giveBack(taken.filter(({ rule }) => rule.counts === 'failures'));
    const cleared = rules.filter((rule) => rule.counts === 'failures-until-success');
    await Promise.all(
      cleared.map(async (rule) => {
        const key = (rule.clearKey ?? rule.key)(call);
        if (key !== undefined) await throttle.clear(rule.budget, key);
      }),
    );
  };

  const step = (rules: ThrottleRule[]): RouteStep<Taken[]> => ({
    async before(call) {
      const taken: Taken[] = [];
      for (const rule of rules) {
        const key = rule.key(call);
        if (key === undefined) continue;
        const verdict = await throttle.take(rule.budget, key);
        if (!verdict.ok) {
          await giveBack(taken);
          const wait = waitInMinutes(verdict.retryAfterS);
          const refusal = await deps.results.own(
            StatusCode.tooManyRequests,
            call.session.language,
            {},
            429,
            [wait],
          );
          return { refused: { ...refusal, retryAfterS: verdict.retryAfterS } };
        }
        taken.push({ rule, key });
      }
      return { held: taken };
    },
    async after(call, reply, taken) {
      await settle(rules, taken, call, reply);
    },
    async failed(_call, taken) {
      await giveBack(taken);
    },
  });

  /** The route effect (./route-effects.ts): a route with budgets declared spends them. */
  return {
    on: (name: ApiName) => {
      const rules = deps.rules[name] as ThrottleRule[] | undefined;
      return rules?.length ? step(rules) : undefined;
    },
  } satisfies RouteEffect;
};
