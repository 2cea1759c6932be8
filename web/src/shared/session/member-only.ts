import { messageForCodes, StatusCode } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';
import { ApiError } from '@/shared/lib/api-error';

/**
 * What a member-only action answers a signed-out buyer without calling anything: E028-901 with
 * its mapped sign-in message (docs/rules/errors-and-messages.md#status-catalogue), the same as the
 * BFF would send.
 */
export const memberOnlyError = (locale: Locale): ApiError => {
  const status = StatusCode.memberOnly;
  return new ApiError(status, messageForCodes([status], locale), [], 401);
};
