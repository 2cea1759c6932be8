import { localeOf } from '@/shared/i18n/i18n';

/** A count with the page language's thousands separators ("1,200"). */
export const formatNumber = (value: number, language: string): string =>
  value.toLocaleString(localeOf(language) === 'en' ? 'en-US' : 'ja-JP');
