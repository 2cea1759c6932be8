import { formatJapaneseDate } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** A post date in the page language: docs/rules/site-and-pages.md#dates 'YYYY年MM月DD日（ddd）' in Japanese, else "12 May 2025". */
export const contentDate = (iso: string, locale: Locale): string =>
  locale === 'jp'
    ? formatJapaneseDate(iso)
    : new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Tokyo',
      });
