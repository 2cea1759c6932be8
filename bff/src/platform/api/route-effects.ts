import type { ApiName, ApiRoute } from '@kakehashi/contracts';
import type { RouteContext, RouteHandler } from './api-router';
import type { Answer } from './result-mapper';

type Call = RouteContext<ApiName>;

/** What a step's `before` hands on: a refusal answered instead of the handler, or what it holds. */
export type Begun<H> = { refused: Answer } | { held: H };

/**
 * What one effect does on one route. `before` may refuse (the handler does not run, and this
 * step's `after` neither); what it holds reaches `after` (the handler's reply) or, when the
 * handler throws, `failed`. Methods, so a step holding one thing stands in the list of any.
 */
export type RouteStep<H = undefined> = {
  before?(call: Call): Promise<Begun<H>>;
  after?(call: Call, reply: Answer | void, held: H): Promise<void>;
  failed?(call: Call, held: H): Promise<void>;
};

/**
 * A per-endpoint effect declared in the endpoint table (docs/architecture.md#route-effects): from
 * a route's declaration it says whether it acts on that route and how; `undefined`, not at all.
 */
export type RouteEffect = {
  on(name: ApiName, route: ApiRoute): RouteStep<unknown> | undefined;
};

const around =
  (step: RouteStep<unknown>, handle: RouteHandler<ApiName>): RouteHandler<ApiName> =>
  async (call) => {
    let held: unknown;
    if (step.before) {
      const begun = await step.before(call);
      if ('refused' in begun) return begun.refused;
      held = begun.held;
    }
    let reply: Answer | void;
    try {
      reply = await handle(call);
    } catch (error) {
      await step.failed?.(call, held);
      throw error;
    }
    await step.after?.(call, reply, held);
    return reply;
  };

/**
 * The route's handler inside the effects that act on it, the first of the list outermost (it sees
 * a later one's refusal as the reply). Resolved once, at mount time: a route no effect acts on
 * keeps its handler as it is and pays nothing per request.
 */
export const withEffects = <N extends ApiName>(
  name: N,
  route: ApiRoute,
  handle: RouteHandler<N>,
  effects: readonly RouteEffect[],
): RouteHandler<N> =>
  effects
    .map((effect) => effect.on(name, route))
    .reduceRight<RouteHandler<ApiName>>(
      (inner, step) => (step ? around(step, inner) : inner),
      handle as RouteHandler<ApiName>,
    ) as RouteHandler<N>;
