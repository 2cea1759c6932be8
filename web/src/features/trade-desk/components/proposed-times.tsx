import { useTranslation } from 'react-i18next';
import { formatDateTime, formatLocalDateTime } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { ZoneLabel } from '@/shared/i18n/zone-label';

/**
 * A meeting request's proposed times in the buyer's zone (as recorded when sending) and in Japan
 * time, the supplier's (docs/rules/lists-and-requests.md#meeting-times). The zone is named in the
 * page language as the meeting form named it ('Central European Time — Rome' /
 * 「中央ヨーロッパ時間 — イタリア」), not by its IANA id, and the place keeps its dash on a phone's
 * narrow column (「… — イタリア」 never split).
 */
export function ProposedTimes({ times, timeZone }: { times: string[]; timeZone: string | null }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const zone = timeZone ?? 'Asia/Tokyo';
  return (
    <table className="times-table inbox-times">
      <caption>{t('trade.inbox.proposedTimes')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <ZoneLabel zone={zone} label={(title) => t('trade.inbox.yourTime', { zone: title })} />
          </th>
          <th scope="col">{t('trade.inbox.japanTime')}</th>
        </tr>
      </thead>
      <tbody>
        {times.map((time) => (
          <tr key={time}>
            <td>{formatLocalDateTime(time, zone, lang) || formatDateTime(time, lang)}</td>
            <td>{formatDateTime(time, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
