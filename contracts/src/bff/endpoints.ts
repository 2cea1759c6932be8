import { z } from 'zod';
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
} from './account';
import {
  loginBodySchema,
  loginDataSchema,
  signedInDataSchema,
  signinBodySchema,
  signoutDataSchema,
  verifyBodySchema,
} from './auth';
import { registrationFormSchema } from '../registration/registration-form';
import {
  checkoutClearedDataSchema,
  paymentReturnBodySchema,
  paymentReturnDataSchema,
} from './checkout';
import { languageBodySchema, languageDataSchema, sessionDataSchema } from './session';

/** One BFF-owned endpoint as data (ts-rest style): the path under `/api`, its body and data. */
export type BffEndpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The member must be signed in, else E028-901 without an upstream call. */
  member: boolean;
  body: z.ZodTypeAny;
  data: z.ZodTypeAny;
};

const post = (
  path: string,
  body: z.ZodTypeAny,
  data: z.ZodTypeAny = z.unknown(),
  member = false,
): BffEndpoint => ({
  method: 'POST',
  path,
  member,
  body,
  data,
});

/**
 * The endpoints the BFF answers itself (DESIGN pinned interfaces). Every other allowed upstream
 * name is proxied at `POST /api/<name>`; sensitive upstream names are reachable only through these.
 * `account/signup`'s body is the registration form (contracts/registration).
 */
export const bffEndpoints = {
  session: {
    method: 'GET',
    path: '/session',
    member: false,
    body: emptyBodySchema,
    data: sessionDataSchema,
  },
  language: {
    method: 'PUT',
    path: '/language',
    member: false,
    body: languageBodySchema,
    data: languageDataSchema,
  },
  /** spec §3 sign-up; field messages follow the session language (`en` shown here). */
  signup: post('/account/signup', registrationFormSchema('en')),
  /** spec §2: the client clears the checkout state on leaving checkout routes. */
  checkoutState: {
    method: 'DELETE',
    path: '/checkout/state',
    member: false,
    body: emptyBodySchema,
    data: checkoutClearedDataSchema,
  },
  /** spec §4 card-payment (3-D Secure) return: success, error or cancel. */
  paymentReturn: post('/checkout/payment-return', paymentReturnBodySchema, paymentReturnDataSchema),
  signin: post('/auth/signin', signinBodySchema, signedInDataSchema),
  login: post('/auth/login', loginBodySchema, loginDataSchema),
  verify: post('/auth/verify', verifyBodySchema, signedInDataSchema),
  signout: post('/auth/signout', z.unknown(), signoutDataSchema),
  preRegister: post('/account/preRegister', preRegisterBodySchema),
  signupCode: post('/account/signupCode', signupCodeBodySchema),
  registerable: post('/account/registerable', registerableBodySchema),
  resetMail: post('/account/password/resetMail', resetMailBodySchema),
  reminder: post('/account/reminder', reminderBodySchema),
  passwordReset: post('/account/password/reset', passwordResetBodySchema),
  passwordUpdate: post('/account/password/update', passwordUpdateBodySchema, z.unknown(), true),
  memberGet: post('/account/member/get', emptyBodySchema, z.unknown(), true),
  memberUpdate: post('/account/member/update', memberUpdateBodySchema, z.unknown(), true),
  leave: post('/account/leave', leaveBodySchema, z.unknown(), true),
} satisfies Record<string, BffEndpoint>;
