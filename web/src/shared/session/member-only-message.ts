import { messageForCodes, StatusCode } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** E028-901's mapped message (loaded with the message tables by member-only.ts, on demand). */
export const memberOnlyMessage = (locale: Locale): string =>
  messageForCodes([StatusCode.memberOnly], locale);
