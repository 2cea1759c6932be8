import {
  type ApiRequest,
  type MemberUpdateBody,
  type OwnApiName,
  type UpstreamName,
  UpstreamStatus,
} from '@kakehashi/contracts';

/**
 * The account routes of the endpoint table the BFF answers by one upstream call (sign-up, which
 * also signs the buyer in, has its own handler: signup-handler.ts).
 */
export type AccountRouteName = Exclude<Extract<OwnApiName, `account/${string}`>, 'account/signup'>;

/** How one account route maps to its upstream call (its body contract is in the table). */
export type AccountCall<N extends AccountRouteName> = {
  upstream: UpstreamName;
  toUpstream?: (body: ApiRequest<N>) => unknown;
  /**
   * Answers that would tell whether an email has an account (reset mail, reminder): success
   * and refusal get the same success Result, so nobody can probe for accounts
   * (docs/security.md). Transport failures still answer as such.
   */
  sameAnswerForUnknownAccounts?: boolean;
  /**
   * The reset mail (docs/rules/errors-and-messages.md#reset-mail-and-sign-out): the upstream's
   * status for an address it does not know. That answer, like success, becomes the same success
   * Result (no enumeration wins); any other refusal means the mail was not sent for a reason
   * unrelated to the address and answers E000-100 (spec §8). Transport failures still answer as
   * such.
   */
  unknownAccountStatus?: string;
  /** The session ends when the call succeeds (leaving membership). */
  endsSession?: boolean;
  /**
   * The answer carries the account as stored (`data.user`): the session's copy of the buyer's
   * name and email follows it, so the header greets the buyer by the new name at once.
   */
  refreshesSessionUser?: boolean;
  /**
   * A credential changed, or the account is gone: the buyer's other sessions end, and this one
   * moves to a new id unless it ends too (docs/security.md#password-change).
   */
  endsOtherSessions?: boolean;
};

/** docs/rules/accounts.md: on update external_point is removed from user and sent as externalPoint. */
export const toMemberUpdate = ({ user }: MemberUpdateBody) => {
  const { external_point: externalPoint, ...rest } = user;
  return externalPoint === undefined ? { user: rest } : { user: rest, externalPoint };
};

/** The account calls as data: each route of the table under `account/` and its upstream. */
export const accountCalls: { [N in AccountRouteName]: AccountCall<N> } = {
  // docs/security.md#no-account-enumeration: a registered address gets the same answer.
  'account/preRegister': { upstream: 'users/preRegister', sameAnswerForUnknownAccounts: true },
  'account/signupCode': { upstream: 'users/get' },
  'account/registerable': { upstream: 'email/registerable' },
  'account/password/resetMail': {
    upstream: 'member/password/resetMail',
    unknownAccountStatus: UpstreamStatus.pending,
  },
  // docs/rules/accounts.md#forgot-your-email: the reminder of the sign-in address, never a
  // password reset; the answer does not tell whether an account matched.
  'account/reminder': {
    upstream: 'member/email/reminder',
    toUpstream: (b) => ({ company: b.company, tel_primary: b.tel }),
    sameAnswerForUnknownAccounts: true,
  },
  'account/password/reset': { upstream: 'member/password/reset' },
  // docs/rules/accounts.md#password-reset-and-change: the link is checked when its page opens.
  'account/password/checkToken': {
    upstream: 'member/password/validate',
    toUpstream: (b) => ({ token: b.token }),
  },
  'account/password/update': {
    upstream: 'member/password/update',
    toUpstream: (b) => ({ current_password: b.password, password: b.newPassword }),
    endsOtherSessions: true,
  },
  'account/member/get': { upstream: 'member/information/get' },
  'account/member/update': {
    upstream: 'member/information/update',
    toUpstream: toMemberUpdate,
    refreshesSessionUser: true,
  },
  // docs/rules/accounts.md#sign-in-email: the current password, then a code mailed to the new
  // address (throttled in account-routes); the upstream tells the old address.
  'account/email/change': {
    upstream: 'member/email/change/send',
    toUpstream: (b) => ({ password: b.currentPassword, email: b.newEmail }),
  },
  'account/email/confirm': {
    upstream: 'member/email/change/verify',
    refreshesSessionUser: true,
    endsOtherSessions: true,
  },
  'account/leave': {
    upstream: 'member/leave',
    toUpstream: (b) => ({ user: { password: b.password } }),
    endsSession: true,
    endsOtherSessions: true,
  },
};
