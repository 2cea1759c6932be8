import { apiRoutes, type ApiName, type ApiRoute, type ThrottleUse } from '@kakehashi/contracts';
import type { Request } from 'express';
import type { DeviceCookies } from '../auth/device-cookie';
import type { RouteContext } from '../../platform/api/api-router';
import type { RouteThrottles, ThrottleRule } from '../../platform/api/throttled-routes';
import type { Budget, ThrottleConfig } from '../../platform/config/throttle-config';

/** `req.ip` honours only the trusted proxy hops (app 'trust proxy'): a client cannot pick one. */
const addressOf = (req: Request) => req.ip ?? 'unknown';
const normalised = (email: string) => email.trim().toLowerCase();

type Body = Record<string, unknown>;
/** The value of `to`/`per` fields: an address field trimmed and lower-cased, a list joined as given. */
const fieldKey = (fields: string | readonly string[], body: Body) =>
  typeof fields === 'string'
    ? normalised(String(body[fields] ?? ''))
    : fields.map((field) => String(body[field] ?? '')).join('|');

/**
 * The rules of the budgets each route declares it spends (`throttle` in contracts/src/endpoints,
 * docs/security.md#throttles): how each kind of budget is counted lives here, which routes spend
 * it lives with the route. Rules are checked in order and the first refusal answers 429; anonymous
 * callers have no session, so the per-address budgets bound them.
 */
export const routeThrottles = (limits: ThrottleConfig, devices: DeviceCookies): RouteThrottles => {
  type Rule = ThrottleRule<ApiName>;
  const perAddress = (budget: Budget): Rule => ({
    budget,
    key: ({ req }) => addressOf(req),
    counts: 'tries',
  });
  const perSession = (budget: Budget, counts: Rule['counts'] = 'tries'): Rule => ({
    budget,
    key: ({ session }) => session.id ?? undefined,
    counts,
  });
  const keyed = (budget: Budget, key: (call: RouteContext<ApiName>) => string): Rule => ({
    budget,
    key,
    counts: 'tries',
  });
  const bodyOf = (call: RouteContext<ApiName>) => (call.body ?? {}) as Body;

  /**
   * Wrong guesses of one kind of secret (`secret`: the password, a point-card PIN, a mailed code),
   * per account over all its sessions and per session, counted before the call; a right guess
   * gives its try back. The routes that check the same secret share its budget: the current
   * password is guessed 5 times in all, not 5 times per route.
   */
  const guesses = (secret: string): Rule[] => [
    {
      budget: limits.guesses.perAccount,
      key: ({ session }) => {
        const member = session.current()?.user?.id;
        return member ? `${secret}:${member}` : undefined;
      },
      counts: 'failures',
    },
    {
      budget: limits.guesses.perSession,
      key: ({ session }) => (session.id ? `${secret}:${session.id}` : undefined),
      counts: 'failures',
    },
  ];
  /** Guesses of a secret named by a field of the call (a guest order by its number). */
  const guessesPer = (secret: string, per: string): Rule[] => [
    {
      budget: limits.guesses.perAccount,
      key: (call) => `${secret}:${String(bodyOf(call)[per] ?? '')}`,
      counts: 'failures',
    },
  ];
  const mails = (to: string | readonly string[]): Rule[] => [
    perAddress(limits.mails.perAddress),
    // A member signing in again elsewhere gets no fresh budget (anonymous callers skip this).
    {
      budget: limits.mails.perAccount,
      key: ({ session }) => session.current()?.user?.id ?? undefined,
      counts: 'tries',
    },
    perSession(limits.mails.perSession),
    {
      budget: limits.mails.perRecipient,
      // The recipient budget keeps strangers' inboxes from being filled. A member's own address
      // (the copy of every request they send) is theirs, and bounded by the account's budget
      // above: counted here, it let a buyer send five requests an hour to suppliers in all.
      key: (call) => {
        const recipient = fieldKey(to, bodyOf(call));
        const own = call.session.current()?.user?.email;
        return own !== undefined && typeof to === 'string' && recipient === normalised(own)
          ? undefined
          : recipient;
      },
      counts: 'tries',
    },
  ];
  /** Calls whose answer tells whether an email has an account. */
  const probes = (per?: string): Rule[] => [
    perAddress(limits.probes.perAddress),
    perSession(limits.probes.perSession),
    ...(per ? [keyed(limits.probes.perEmail, (call) => fieldKey(per, bodyOf(call)))] : []),
  ];

  /** Password sign-in and two-factor login: the upstream's lock budget is guarded here. */
  const signin = (): Rule[] => {
    const email = (call: RouteContext<ApiName>) => String(bodyOf(call).email ?? '');
    const trusted = (call: RouteContext<ApiName>) => devices.trustedFor(call.req, email(call));
    const account = (call: RouteContext<ApiName>) => normalised(email(call));
    return [
      perAddress(limits.signin.perAddress),
      {
        budget: limits.signin.strangers,
        key: (call) => (trusted(call) ? undefined : account(call)),
        counts: 'failures-until-success',
        clearKey: account,
      },
      { budget: limits.signin.device, key: trusted, counts: 'failures-until-success' },
    ];
  };
  const codes = (): Rule[] => [
    perAddress(limits.signin.perAddress),
    perSession(limits.signin.codesPerSession, 'failures'),
  ];

  const rulesOf = (use: ThrottleUse): Rule[] => {
    switch (use.budget) {
      case 'signin':
        return signin();
      case 'codes':
        return codes();
      case 'probes':
        return probes(use.per);
      case 'mails':
        return mails(use.to);
      case 'guesses':
        return use.per ? guessesPer(use.secret, use.per) : guesses(use.secret);
    }
  };
  return Object.fromEntries(
    (Object.entries(apiRoutes) as [ApiName, ApiRoute][]).flatMap(([name, route]) =>
      route.throttle?.length ? [[name, route.throttle.flatMap(rulesOf)]] : [],
    ),
  ) as RouteThrottles;
};
