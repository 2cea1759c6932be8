import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatLocalDateTime,
  toInstant,
} from '@kakehashi/contracts/web';
import { useLocale } from './i18n';

/** The zone the browser runs in (IANA name), Japan's when the browser does not say. */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Tokyo';

/**
 * A moment as every screen writes it (docs/rules/site-and-pages.md#dates): Tokyo time in the
 * page language with its zone ('22 Nov 2026, 18:05 JST'); with `ownClock` (where the buyer acts:
 * orders, meetings) the buyer's own time after it, unless the buyer is on Japan's clock anyway.
 */
export function Moment({
  at,
  ownClock = false,
}: {
  at: string | null | undefined;
  ownClock?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const instant = toInstant(at);
  if (!instant) return null;
  const own = ownClock ? formatLocalDateTime(instant, browserTimeZone(), lang) : '';
  return (
    <time dateTime={instant.toISOString()} className="moment">
      {formatDateTime(instant, lang)}
      {own && (
        // The parentheses are the language's own: 'JST (your time: …)' / 「JST（現地時間 …）」.
        <span className="moment__own">
          {lang === 'jp' ? '' : ' '}
          {t('dates.ownTime', { time: own })}
        </span>
      )}
    </time>
  );
}

/** A day in the page language ('22 Nov 2026' / 2026年11月22日（日）). */
export function DayText({ at, className }: { at: string | null | undefined; className?: string }) {
  const lang = useLocale();
  const instant = toInstant(at);
  if (!instant) return null;
  return (
    <time dateTime={instant.toISOString()} className={className}>
      {formatDate(instant, lang)}
    </time>
  );
}
