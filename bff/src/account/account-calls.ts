import {
  emptyBodySchema,
  leaveBodySchema,
  memberUpdateBodySchema,
  passwordResetBodySchema,
  passwordUpdateBodySchema,
  preRegisterBodySchema,
  registerableBodySchema,
  reminderBodySchema,
  resetMailBodySchema,
  signupCodeBodySchema,
  StatusCode,
  type MemberUpdateBody,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { z } from 'zod';

/** One account call the BFF owns: its body contract, the upstream it maps to and how. */
export type AccountCall = {
  path: string;
  body: z.ZodTypeAny;
  upstream: UpstreamName;
  member: boolean;
  toUpstream: (body: never) => unknown;
  /** A status to answer instead of any upstream refusal (spec §4: reset mail → E000-100). */
  failureStatus?: string;
  /** The session ends when the call succeeds (leaving membership). */
  endsSession?: boolean;
};

const same = (body: unknown) => body;

/** spec §3: on update external_point is removed from user and sent as externalPoint. */
export const toMemberUpdate = ({ user }: MemberUpdateBody) => {
  const { external_point: externalPoint, ...rest } = user;
  return externalPoint === undefined ? { user: rest } : { user: rest, externalPoint };
};

/**
 * The account calls of issue 4 as data (sign-up has its own route: its contract depends on the
 * session language). Paths are under `/api/account`.
 */
export const accountCalls: AccountCall[] = [
  {
    path: '/preRegister',
    body: preRegisterBodySchema,
    upstream: 'users/preRegister',
    member: false,
    toUpstream: same,
  },
  {
    path: '/signupCode',
    body: signupCodeBodySchema,
    upstream: 'users/get',
    member: false,
    toUpstream: same,
  },
  {
    path: '/registerable',
    body: registerableBodySchema,
    upstream: 'email/registerable',
    member: false,
    toUpstream: same,
  },
  {
    path: '/password/resetMail',
    body: resetMailBodySchema,
    upstream: 'member/password/resetMail',
    member: false,
    toUpstream: same,
    failureStatus: StatusCode.pending,
  },
  {
    path: '/reminder',
    body: reminderBodySchema,
    upstream: 'member/password/resetMail',
    member: false,
    toUpstream: same,
    failureStatus: StatusCode.pending,
  },
  {
    path: '/password/reset',
    body: passwordResetBodySchema,
    upstream: 'member/password/reset',
    member: false,
    toUpstream: same,
  },
  {
    path: '/password/update',
    body: passwordUpdateBodySchema,
    upstream: 'member/password/update',
    member: true,
    toUpstream: (b: z.infer<typeof passwordUpdateBodySchema>) => ({
      current_password: b.password,
      password: b.newPassword,
    }),
  },
  {
    path: '/member/get',
    body: emptyBodySchema,
    upstream: 'member/information/get',
    member: true,
    toUpstream: same,
  },
  {
    path: '/member/update',
    body: memberUpdateBodySchema,
    upstream: 'member/information/update',
    member: true,
    toUpstream: toMemberUpdate,
  },
  {
    path: '/leave',
    body: leaveBodySchema,
    upstream: 'member/leave',
    member: true,
    toUpstream: (b: z.infer<typeof leaveBodySchema>) => ({ user: { password: b.password } }),
    endsSession: true,
  },
];
