import { formatDate } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

/** When a review was written, in the page language's date format (docs/rules/site-and-pages.md). */
export function ReviewDate({ iso }: { iso: string | undefined }) {
  const locale = useLocale();
  if (!iso) return null;
  return (
    <time className="review__date" dateTime={iso}>
      {formatDate(iso, locale)}
    </time>
  );
}
