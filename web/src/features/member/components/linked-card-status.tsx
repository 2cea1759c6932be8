import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  pageCount,
  parsePage,
  type Language,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { localeOf } from '@/shared/i18n/language-codes';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { currentPasswordField } from '@/shared/ui/form/current-password-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { Pager } from '@/shared/ui/pager';
import { CARD_HISTORY_PAGE_SIZE, useCardHistory } from '../api/get-card-history';
import { useUnlinkCard } from '../api/unlink-card';
import { QueryState } from './query-state';

type UnlinkForm = { password: string };
const unlinkFormSchema = (lang: Language, t: TFunction) =>
  z.object({ password: currentPasswordField(lang, t('linked.card.password')) });

/** Date and time, the time under the date on a phone (the details column keeps its room). */
function DateTime({ at }: { at: string }) {
  const lang = useLocale();
  // 'HH:mm JST' from the shop's date-and-time format (docs/rules/site-and-pages.md#dates).
  const time = formatDateTime(at, 'jp').split(' ').slice(1).join(' ');
  return (
    <>
      {formatDate(at, lang)} <span className="linked-history__time">{time}</span>
    </>
  );
}

/**
 * A linked card: its points, its history a page at a time (`?page=`), and unlinking with the
 * password (docs/rules/linked-services.md#points-card).
 */
export function LinkedCardStatus({
  cardNo,
  mail,
  onUnlinked,
}: {
  cardNo: string;
  /** The programme's mail choice, shown under the card. */
  mail: ReactNode;
  onUnlinked: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const history = useCardHistory(cardNo, page);
  // Each entry's reason, while it may be in the language just left.
  const reasonsPending = !useWordedInPageLanguage(history);
  const unlink = useUnlinkCard();
  const { register, handleSubmit, formState } = useLocalizedForm<UnlinkForm>(unlinkFormSchema, {
    defaultValues: { password: '' },
  });
  const points = (amount: number) =>
    t('linked.card.pointsValue', { amount: formatNumber(amount, localeOf(i18n.language)) });

  return (
    <>
      <QueryState query={history}>
        {({ balance, histories, hit }) => (
          <>
            <div className="linked-card-face">
              <div>
                <p className="linked-card-face__label">{t('linked.card.linkedCard')}</p>
                <p className="linked-card-face__number">{cardNo}</p>
              </div>
              <div className="linked-card-face__points">
                <p className="linked-card-face__label">{t('linked.card.balance')}</p>
                <p className="linked-card-face__value">{points(balance.effective_point)}</p>
                <p className="field__hint">
                  {t('linked.card.breakdown', {
                    base: formatNumber(balance.base_grant_point, localeOf(i18n.language)),
                    special: formatNumber(balance.special_grant_point, localeOf(i18n.language)),
                  })}
                </p>
              </div>
            </div>
            {mail}
            <h3 className="card__subtitle">{t('linked.card.history')}</h3>
            {histories.length === 0 ? (
              <p className="notice notice--info">{t('linked.card.noHistory')}</p>
            ) : (
              <table className="data-table linked-history">
                <thead>
                  <tr>
                    <th scope="col">{t('linked.card.date')}</th>
                    <th scope="col">{t('linked.card.reason')}</th>
                    <th scope="col" className="data-table__number">
                      {t('linked.card.change')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {histories.map((entry, index) => (
                    <tr key={`${entry.occurred_at}-${index}`}>
                      <td>
                        <DateTime at={entry.occurred_at} />
                      </td>
                      <td>
                        <Worded pending={reasonsPending}>{entry.reason}</Worded>
                      </td>
                      <td
                        className={
                          entry.point < 0 ? 'data-table__number is-negative' : 'data-table__number'
                        }
                      >
                        {entry.point > 0 ? '+' : ''}
                        {points(entry.point)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager
              page={page}
              totalPages={pageCount(hit, CARD_HISTORY_PAGE_SIZE)}
              hrefFor={(p) => `/mypage/linked?page=${p}`}
            />
          </>
        )}
      </QueryState>
      <form
        className="form linked-unlink"
        noValidate
        onSubmit={handleSubmit(({ password }) =>
          unlink.mutate(password, { onSuccess: onUnlinked }),
        )}
      >
        <h3 className="card__subtitle">{t('linked.card.unlinkTitle')}</h3>
        <p className="field__hint">{t('linked.card.unlinkIntro')}</p>
        <FormAlert>
          {unlink.isError ? errorMessageOf(unlink.error, t('common.unexpectedError')) : null}
        </FormAlert>
        <TextField
          label={t('linked.card.password')}
          type="password"
          autoComplete="current-password"
          required
          error={formState.errors.password}
          registration={register('password')}
        />
        <div className="button-row">
          <BusyButton busy={unlink.isPending} type="submit" tone="danger">
            {t('linked.card.unlink')}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
