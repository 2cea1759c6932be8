import type { ApiName } from '@kakehashi/contracts';
import type { Request } from 'express';
import type { DeviceCookies } from '../auth/device-cookie';
import type { RouteContext } from '../http/api-router';
import type { Budget } from './throttle';
import type { ThrottleConfig } from './throttle-config';

/**
 * How one call spends a budget:
 * - `tries`: every call counts (probes, mails);
 * - `failures`: counted before the call, given back when it succeeds;
 * - `failures-until-success`: as failures, and a success empties the budget of `clearKey` (the
 *   upstream forgets an account's failed sign-ins when one succeeds).
 * A call that reached no verdict (a 5xx) gives back what it counted as a failure.
 */
export type ThrottleRule<N extends ApiName = ApiName> = {
  budget: Budget;
  /** Whose budget the call spends; `undefined`: the rule does not apply to this call. */
  key: (call: RouteContext<N>) => string | undefined;
  counts: 'tries' | 'failures' | 'failures-until-success';
  clearKey?: (call: RouteContext<N>) => string | undefined;
};
export type RouteThrottles = { [N in ApiName]?: ThrottleRule<N>[] };

/** `req.ip` honours only the trusted proxy hops (app 'trust proxy'): a client cannot pick one. */
const addressOf = (req: Request) => req.ip ?? 'unknown';
const normalised = (email: string) => email.trim().toLowerCase();

/**
 * Which budgets each route spends (docs/security.md#throttles): the one place to read or change
 * it. Rules are checked in order and the first refusal answers 429; anonymous callers have no
 * session, so the per-address budgets bound them.
 */
export const routeThrottles = (limits: ThrottleConfig, devices: DeviceCookies): RouteThrottles => {
  const perAddress = <N extends ApiName>(budget: Budget): ThrottleRule<N> => ({
    budget,
    key: ({ req }) => addressOf(req),
    counts: 'tries',
  });
  const perSession = <N extends ApiName>(
    budget: Budget,
    counts: ThrottleRule['counts'] = 'tries',
  ): ThrottleRule<N> => ({ budget, key: ({ session }) => session.id ?? undefined, counts });
  const keyed = <N extends ApiName>(
    budget: Budget,
    key: (call: RouteContext<N>) => string,
  ): ThrottleRule<N> => ({ budget, key, counts: 'tries' });

  /**
   * Wrong guesses of one kind of secret (`secret`: the password, a point-card PIN, a mailed code),
   * per account over all its sessions and per session, counted before the call; a right guess
   * gives its try back. The routes that check the same secret share its budget: the current
   * password is guessed 5 times in all, not 5 times per route.
   */
  const guesses = <N extends ApiName>(secret: string): ThrottleRule<N>[] => [
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
  const mails = <N extends ApiName>(recipient: (call: RouteContext<N>) => string) => [
    perAddress<N>(limits.mails.perAddress),
    perSession<N>(limits.mails.perSession),
    keyed<N>(limits.mails.perRecipient, recipient),
  ];
  /** Calls whose answer tells whether an email has an account. */
  const probes = <N extends ApiName>(email?: (call: RouteContext<N>) => string) => [
    perAddress<N>(limits.probes.perAddress),
    perSession<N>(limits.probes.perSession),
    ...(email ? [keyed<N>(limits.probes.perEmail, email)] : []),
  ];

  /** Password sign-in and two-factor login: the upstream's lock budget is guarded here. */
  const signin = <N extends 'auth/signin' | 'auth/login'>(): ThrottleRule<N>[] => {
    const trusted = ({ req, body }: RouteContext<N>) => devices.trustedFor(req, body.email);
    const account = ({ body }: RouteContext<N>) => normalised(body.email);
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

  return {
    'auth/signin': signin(),
    'auth/login': signin(),
    'auth/verify': [
      perAddress(limits.signin.perAddress),
      perSession(limits.signin.codesPerSession, 'failures'),
    ],
    'account/registerable': probes(({ body }) => normalised(body.email)),
    'account/signup': [
      ...probes<'account/signup'>(({ body }) => normalised(body.email)),
      ...mails<'account/signup'>(({ body }) => normalised(body.email)),
    ],
    'account/preRegister': [
      ...probes<'account/preRegister'>(({ body }) => normalised(body.email)),
      ...mails<'account/preRegister'>(({ body }) => normalised(body.email)),
    ],
    'account/password/resetMail': mails(({ body }) => normalised(body.email)),
    // The reminder goes to the account that has this company and phone number.
    'account/reminder': mails(({ body }) => `${body.company}|${body.tel}`),
    'notifications/email/send': mails(({ body }) => normalised(body.email)),
    'inquiries/put': mails(({ body }) => normalised(body.email)),
    'account/password/update': guesses('password'),
    'account/leave': guesses('password'),
    'externalPoint/unlink': guesses('password'),
    // The change of sign-in address checks the password, then mails a code to the new address.
    'account/email/change': [
      ...guesses<'account/email/change'>('password'),
      ...mails<'account/email/change'>(({ body }) => normalised(body.newEmail)),
    ],
    'account/email/confirm': guesses('sign-in-email-code'),
    'notifications/email/verify': guesses('notification-code'),
    'externalPoint/canMerge': guesses('point-card-pin'),
    'guestOrder/get': [
      ...probes(),
      {
        budget: limits.guesses.perAccount,
        key: ({ body }) => `order:${body.order_number}`,
        counts: 'failures',
      },
    ],
  };
};
