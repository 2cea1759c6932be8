import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useIssueCoupon } from '../api/issue-coupon';
import { useHeldCoupons } from '../api/list-held-coupons';
import { useOfferedCoupons } from '../api/list-offered-coupons';
import { CouponCard } from '../components/coupon-card';
import { MypageFrame } from '../components/mypage-frame';
import { QueryState } from '../components/query-state';

/** /mypage/coupons: coupons held, coupons on offer, and getting one by its secret code. */
export function CouponsPage() {
  const { t } = useTranslation();
  const held = useHeldCoupons();
  const offered = useOfferedCoupons();
  // The coupons' names and descriptions, while they may be in the language just left.
  const heldPending = !useWordedInPageLanguage(held);
  const offeredPending = !useWordedInPageLanguage(offered);
  const issue = useIssueCoupon();
  const [secret, setSecret] = useState('');
  const [issuedName, setIssuedName] = useState<string | null>(null);
  // The answer to a code (the coupon's name, or why it was refused) is worded in the session
  // language of when it was sent: after a language switch it is no longer said, rather than said
  // in the other language (docs/upstream.md#languages).
  const answered = useWordedInPageLanguage({ dataUpdatedAt: issue.submittedAt });

  return (
    <MypageFrame title={t('coupons.title')} lead={t('coupons.lead')}>
      <form
        className="card card--wide coupon-secret"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (secret.trim() === '') return;
          setIssuedName(null);
          issue.mutate(secret.trim(), {
            onSuccess: (issued) => {
              setIssuedName(issued.coupon?.name ?? secret.trim());
              setSecret('');
            },
          });
        }}
      >
        <h2 className="card__title">{t('coupons.bySecret')}</h2>
        {/* The upstream's reason (expired, unknown code …), the code small after it. */}
        {issue.isError && answered && (
          <ErrorNotice message={errorMessageOf(issue.error, t('common.unexpectedError'))} />
        )}
        <FormAlert tone="success">
          {issuedName && answered ? t('coupons.issued', { name: issuedName }) : null}
        </FormAlert>
        <label className="field__label" htmlFor="coupon-secret">
          {t('coupons.secret')}
        </label>
        <div className="field-row">
          <input
            id="coupon-secret"
            className="input"
            value={secret}
            autoComplete="off"
            aria-describedby="coupon-secret-hint"
            onChange={(event) => setSecret(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={issue.isPending || secret.trim() === ''}
            aria-busy={issue.isPending}
          >
            {t('coupons.issue')}
          </button>
        </div>
        <p className="field__hint" id="coupon-secret-hint">
          {t('coupons.secretHint')}
        </p>
      </form>

      <h2 className="section-title">{t('coupons.held')}</h2>
      <QueryState query={held}>
        {(list) =>
          list.length === 0 ? (
            <p className="notice notice--info">{t('coupons.heldNone')}</p>
          ) : (
            <ul className="coupon-list">
              {list.map((entry) =>
                entry.coupon ? (
                  <li key={entry.id}>
                    <CouponCard
                      coupon={entry.coupon}
                      state={entry.used ? 'used' : 'usable'}
                      namesPending={heldPending}
                    />
                  </li>
                ) : null,
              )}
            </ul>
          )
        }
      </QueryState>

      <h2 className="section-title">{t('coupons.issuable')}</h2>
      <QueryState query={offered}>
        {(list) => {
          const usable = list.filter((c) => c.usable !== false);
          return usable.length === 0 ? (
            <p className="notice notice--info">{t('coupons.issuableNone')}</p>
          ) : (
            <ul className="coupon-list">
              {usable.map((coupon) => (
                <li key={coupon.id}>
                  <CouponCard coupon={coupon} namesPending={offeredPending} />
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </MypageFrame>
  );
}
