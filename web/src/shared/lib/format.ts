import type { Locale } from '@/shared/i18n/i18n';

// TODO(contracts): delegate to the contracts' price/date formats (contracts/src/format) once published.
/** A tax-included price in yen. */
export const formatPrice = (value: number, locale: Locale): string =>
  locale === 'jp' ? `${value.toLocaleString('ja-JP')}円` : `¥${value.toLocaleString('en-US')}`;
