import { useTranslation } from 'react-i18next';
import type { RequestKind } from '../lib/request-kinds';
import type { RequestFormValues } from '../lib/request-form-schema';
import type { RequestTarget } from '../lib/use-request-target';
import { formatDateTime } from '@kakehashi/contracts/web';
import { isSendable, proposedInstants } from '../lib/inquiry-payload';
import { quoteTermsPayload } from '../lib/quote-form';
import { useLocale } from '@/shared/i18n/i18n';
import { isJapanOfficeHours, localTime } from '../lib/meeting-time';
import { ZoneLabel } from '@/shared/i18n/zone-label';
import { InquirySummary, type InquirySending } from '@/shared/inquiry/inquiry-summary';
import { countedWord } from '@/shared/catalog/unit-of-sale';
import { quoteLines } from '@/shared/trade-desk/quote-lines';

type Props = InquirySending & {
  kind: RequestKind;
  values: RequestFormValues;
  /** The product's variations, where it has more than one: the quote's is named first. */
  variations?: RequestTarget['variations'];
  /** The word a variation's quantity in pieces counts in ('24 packs', as the form named it). */
  countedFor?: RequestTarget['countedFor'];
};

/**
 * The confirmation step of every request: everything that will be sent (a meeting's times in
 * both zones, a quote's variation as the form named it and its terms as the inbox will show
 * them), then Send.
 */
export function RequestSummary({ kind, values, variations, countedFor, ...sending }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const rows: [string, string][] = [
    [t('matching.requests.name'), values.name],
    [t('matching.requests.email'), values.email],
  ];
  if (kind.form === 'quote') {
    const variation = variations?.options.find((option) => option.id === values.quote.skuId);
    if (variations && variation)
      rows.push([variations.label ?? t('trade.quote.variation'), variation.name]);
    // Pieces in the word the product's price names ('24 packs'), as the form said them.
    const counted = countedFor?.(values.quote.skuId);
    const piecesWord = counted && ((count: number) => countedWord(t, counted, count));
    rows.push(...quoteLines(quoteTermsPayload(values.quote), t, lang, piecesWord));
    if (values.text.trim()) rows.push([t('trade.quote.messageLine'), values.text]);
  } else
    rows.push(
      [t('matching.requests.subject'), values.title],
      [t('matching.requests.message'), values.text],
    );
  if (kind.form === 'meeting')
    rows.push(
      [
        t('matching.requests.style'),
        t(values.style === 'in_person' ? 'matching.requests.inPerson' : 'matching.requests.online'),
      ],
      [t('matching.requests.attendees'), values.attendees],
    );
  const times = kind.form === 'meeting' ? proposedInstants(values) : [];
  return (
    <InquirySummary
      rows={rows}
      sendable={isSendable(kind, values, true)}
      editLabel={t('matching.requests.edit')}
      sendLabel={t(kind.form === 'quote' ? 'trade.quote.send' : 'matching.requests.send')}
      {...sending}
    >
      {times.length > 0 && (
        <table className="times-table">
          <caption>{t('matching.requests.times')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                {/* 「— イタリア」 kept together (docs/rules/lists-and-requests.md#meeting-times). */}
                <ZoneLabel
                  zone={values.schedule.timeZone}
                  label={(zone) => t('matching.requests.yourTime', { zone })}
                />
              </th>
              <th scope="col">{t('matching.requests.japanTimeShort')}</th>
            </tr>
          </thead>
          <tbody>
            {times.map((instant, i) => (
              <tr key={instant.toISOString()}>
                <td>{i + 1}</td>
                <td>{localTime(instant, values.schedule.timeZone, lang)}</td>
                {/* With 'JST', as the buyer's cell has its zone and the inbox and the mail say it. */}
                <td>{formatDateTime(instant, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {times.some((instant) => !isJapanOfficeHours(instant)) && (
        <p className="field__hint">{t('matching.requests.outsideHoursSome')}</p>
      )}
    </InquirySummary>
  );
}
