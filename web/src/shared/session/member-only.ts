import type { Locale } from '@/shared/i18n/i18n';
import { ApiError } from '@/shared/lib/api-error';
import { memberOnlyCode } from '@/shared/lib/first-page-status';

/**
 * What a member-only action answers a signed-out buyer without calling anything: E028-901 with
 * its mapped sign-in message (docs/rules/errors-and-messages.md#status-catalogue), the same as the
 * BFF would send. The message tables load only then: the product cards on the top page offer
 * such actions, and most buyers never need the tables (docs/architecture.md#the-first-page).
 */
export const memberOnlyError = (locale: Locale): Promise<ApiError> =>
  import('./member-only-message').then(
    (messages) => new ApiError(memberOnlyCode, messages.memberOnlyMessage(locale), [], 401),
  );
