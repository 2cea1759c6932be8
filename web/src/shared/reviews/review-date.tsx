import { useTranslation } from 'react-i18next';
import { formatJapaneseDate } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

/** When a review was written, in the page language's date format (docs/rules/site-and-pages.md). */
export function ReviewDate({ iso }: { iso: string | undefined }) {
  const { i18n } = useTranslation();
  const locale = useLocale();
  if (!iso) return null;
  return (
    <time className="review__date" dateTime={iso}>
      {locale === 'jp' ? formatJapaneseDate(iso) : new Date(iso).toLocaleDateString(i18n.language)}
    </time>
  );
}
