import { z } from 'zod';
import * as account from '../bff/account';
import {
  emailReminderRequestSchema,
  leaveRequestSchema,
  memberUpdateRequestSchema,
  memberUserSchema,
  passwordResetMailRequestSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  passwordValidateRequestSchema,
  preRegisterRequestSchema,
  signInEmailChangeRequestSchema,
  signInEmailVerifyRequestSchema,
  signUpCodeRequestSchema,
  signUpRequestSchema,
} from '../upstream/member';
import { registrationFormSchema } from '../registration/registration-form';
import { own, upstreamOnly } from './declaration';
import { endpoint } from '../upstream/endpoint';

const memberData = z.object({ user: memberUserSchema });

/** The member account: sign-up, passwords, profile, sign-in address, leaving (docs/architecture.md#one-endpoint-table). */
export const accountEndpoints = {
  /** Sign-up takes the registration form; its field messages follow the session language. */
  'account/signup': own({
    throttle: [
      { budget: 'probes', per: 'email' },
      { budget: 'mails', to: 'email' },
    ],
    body: registrationFormSchema('en'),
    localizedBody: registrationFormSchema,
    data: account.signedUpDataSchema,
  }),
  'account/preRegister': own({
    throttle: [
      { budget: 'probes', per: 'email' },
      { budget: 'mails', to: 'email' },
    ],
    body: account.preRegisterBodySchema,
  }),
  // A mailed token sent by a stranger is a guess (its answer names the address): probe budgets.
  'account/signupCode': own({
    throttle: [{ budget: 'probes' }],
    body: account.signupCodeBodySchema,
    data: account.signupCodeDataSchema,
  }),
  'account/registerable': own({
    throttle: [{ budget: 'probes', per: 'email' }],
    body: account.registerableBodySchema,
    data: account.registerableDataSchema,
  }),
  'account/password/resetMail': own({
    throttle: [{ budget: 'mails', to: 'email' }],
    body: account.resetMailBodySchema,
  }),
  'account/reminder': own({
    throttle: [{ budget: 'mails', to: ['company', 'tel'] }],
    body: account.reminderBodySchema,
  }),
  'account/password/reset': own({
    throttle: [{ budget: 'probes' }],
    body: account.passwordResetBodySchema,
  }),
  // The reset link checked when its page opens: a token sent by a stranger is a guess too.
  'account/password/checkToken': own({
    throttle: [{ budget: 'probes' }],
    body: account.passwordResetTokenBodySchema,
  }),
  'account/password/update': own({
    throttle: [{ budget: 'guesses', secret: 'password' }],
    body: account.passwordUpdateBodySchema,
    access: 'member',
  }),
  'account/member/get': own({ data: memberData, access: 'member' }),
  'account/member/update': own({
    body: account.memberUpdateBodySchema,
    data: memberData,
    access: 'member',
  }),
  'account/leave': own({
    throttle: [{ budget: 'guesses', secret: 'password' }],
    body: account.leaveBodySchema,
    access: 'member',
  }),
  'account/email/change': own({
    throttle: [
      { budget: 'guesses', secret: 'password' },
      { budget: 'mails', to: 'newEmail' },
    ],
    body: account.emailChangeBodySchema,
    access: 'member',
  }),
  'account/email/confirm': own({
    throttle: [{ budget: 'guesses', secret: 'sign-in-email-code' }],
    body: account.emailConfirmBodySchema,
    data: memberData,
    access: 'member',
  }),
  'member/information/get': upstreamOnly(
    endpoint('/member/information/get', {
      member: true,
      response: z.object({ user: memberUserSchema }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/information/update': upstreamOnly(
    endpoint('/member/information/update', {
      member: true,
      request: memberUpdateRequestSchema,
      response: z.object({ user: memberUserSchema }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/information/add': upstreamOnly(
    endpoint('/member/information/add', {
      request: signUpRequestSchema,
      response: z.object({ user_token: z.string(), user: z.object({ id: z.string() }) }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'users/signUp': upstreamOnly(
    endpoint('/users/signUp', {
      request: signUpRequestSchema,
      response: z.object({ user: z.object({ id: z.string() }) }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'users',
    }),
  ),
  'users/preRegister': upstreamOnly(
    endpoint('/users/preRegister', {
      request: preRegisterRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'users',
    }),
  ),
  'users/get': upstreamOnly(
    endpoint('/users/get', {
      request: signUpCodeRequestSchema,
      response: z.object({ email: z.string() }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'users',
    }),
  ),
  'email/registerable': upstreamOnly(
    endpoint('/email/registerable', {
      request: passwordResetMailRequestSchema,
      response: z.object({ registerable: z.boolean() }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'email',
    }),
  ),
  'member/password/resetMail': upstreamOnly(
    endpoint('/member/password/resetMail', {
      request: passwordResetMailRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/password/reset': upstreamOnly(
    endpoint('/member/password/reset', {
      request: passwordResetRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/password/update': upstreamOnly(
    endpoint('/member/password/update', {
      member: true,
      request: passwordUpdateRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/password/validate': upstreamOnly(
    endpoint('/member/password/validate', {
      request: passwordValidateRequestSchema,
      response: z.object({ valid: z.boolean() }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/leave': upstreamOnly(
    endpoint('/member/leave', {
      member: true,
      request: leaveRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/email/reminder': upstreamOnly(
    endpoint('/member/email/reminder', {
      request: emailReminderRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/email/change/send': upstreamOnly(
    endpoint('/member/email/change/send', {
      member: true,
      request: signInEmailChangeRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/email/change/verify': upstreamOnly(
    endpoint('/member/email/change/verify', {
      member: true,
      request: signInEmailVerifyRequestSchema,
      response: z.object({ user: memberUserSchema }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
};
