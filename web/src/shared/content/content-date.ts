import { formatDate } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** A post date in the page language (docs/rules/site-and-pages.md#dates): 2025年05月12日（月） / 12 May 2025. */
export const contentDate = (iso: string, locale: Locale): string => formatDate(iso, locale);
