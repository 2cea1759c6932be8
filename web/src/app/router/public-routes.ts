import type { RouteObject } from 'react-router';
import { lazyPages, routeModule } from './lazy-page';

const login = routeModule(
  () => import('@/features/account/routes/login-page'),
  ['account', 'shared'],
);
const signupInput = routeModule(
  () => import('@/features/account/routes/signup-input-page'),
  ['account', 'registration', 'shared'],
);
const signup = routeModule(
  () => import('@/features/account/routes/signup-pages'),
  ['account', 'shared'],
);
const signupComplete = routeModule(
  () => import('@/features/account/routes/signup-complete-pages'),
  ['account', 'shared'],
);
const policy = routeModule(
  () => import('@/features/account/routes/policy-pages'),
  ['account', 'shared'],
);
const password = routeModule(
  () => import('@/features/account/routes/password-pages'),
  ['account', 'shared'],
);
const reminder = routeModule(
  () => import('@/features/account/routes/reminder-pages'),
  ['account', 'shared'],
);
const unsubscribe = routeModule(
  () => import('@/features/account/routes/unsubscribe-page'),
  ['account', 'shared'],
);

/**
 * docs/rules/site-and-pages.md#routes-and-login: the pages that need no login (account, sign-up and
 * policy pages).
 */
export const publicRoutes: RouteObject[] = [
  ...lazyPages(['/account/login'], async () => (await login()).LoginPage),
  ...lazyPages(['/account/buyer_signup'], async () => (await signupInput()).SignupInputPage),
  ...lazyPages(['/account/buyer_confirm_signup'], async () => (await signup()).SignupConfirmPage),
  ...lazyPages(
    ['/account/buyer_complete_signup'],
    async () => (await signupComplete()).SignupCompletePage,
  ),
  ...lazyPages(
    ['/account/buyer_complete_pre_signup'],
    async () => (await signupComplete()).PreSignupCompletePage,
  ),
  ...lazyPages(['/account/buyer_policy'], async () => (await policy()).BuyerPolicyAgreementPage),
  ...lazyPages(
    ['/account/privacy_policy'],
    async () => (await policy()).PrivacyPolicyAgreementPage,
  ),
  ...lazyPages(['/buyer_policy'], async () => (await policy()).BuyerPolicyPage),
  ...lazyPages(['/account/reset_password'], async () => (await password()).ResetPasswordPage),
  ...lazyPages(
    ['/account/reset_password/complete'],
    async () => (await password()).ResetPasswordCompletePage,
  ),
  ...lazyPages(['/account/change_password'], async () => (await password()).ChangePasswordPage),
  ...lazyPages(
    ['/account/change_password/complete'],
    async () => (await password()).ChangePasswordCompletePage,
  ),
  ...lazyPages(['/reminder'], async () => (await reminder()).ReminderPage),
  ...lazyPages(['/reminder/complete'], async () => (await reminder()).ReminderCompletePage),
  // docs/rules/linked-services.md#promotion-mail-unsubscribe: opened from a mail, signed in or not.
  ...lazyPages(['/mail/unsubscribe'], async () => (await unsubscribe()).UnsubscribePage),
];
