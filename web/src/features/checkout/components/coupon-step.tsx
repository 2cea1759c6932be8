import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  couponValueAfterName,
  couponValueOf,
  formatYen,
  UpstreamStatus,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { useSession } from '@/shared/session/session';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { issueCoupon } from '../api/issue-coupon';
import { useOrder, useOrderStep, useSelections, type Order } from '../api/order';
import { stepFailure } from '../lib/step-failure';
import { CheckoutSection } from './checkout-section';

/**
 * Coupons (docs/rules/cart-and-checkout.md#temporary-order): a member picks an issued coupon or issues one by its secret; a guest
 * types an open coupon's code. Refusals show the BFF's message (the four docs/rules/cart-and-checkout.md texts).
 */
export function CouponStep({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const signedIn = useSession().data?.signedIn === true;
  const choices = useSelections('order/selections/coupon', {});
  // The coupons' names, the order's applied ones and those offered, while they may be in the
  // language just left.
  const appliedPending = !useWordedInPageLanguage(useOrder());
  const offeredPending = !useWordedInPageLanguage(choices);
  const apply = useOrderStep('order/setCoupon');
  const omit = useOrderStep('order/omitCoupon');
  const [code, setCode] = useState('');
  // "Apply" with nothing typed says what to type, in place (UI.md "Forms").
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const applied = order.issued_coupons ?? [];
  // A coupon already on the order is not offered again (docs/rules/cart-and-checkout.md#coupons).
  const appliedSecrets = new Set(applied.map((c) => c.secret));
  const issued = (choices.data?.issued_coupons ?? []).filter((c) => !appliedSecrets.has(c.secret));
  // A held coupon refused for this cart's goods (E050-009, 'for other products') is no longer
  // offered with 'Use' while the goods stay the same: it says why instead
  // (docs/rules/cart-and-checkout.md#coupons).
  const goods = order.delivery_units.flatMap((u) => (u.lines ?? []).map((l) => l.line_id)).join();
  const [notForGoods, setNotForGoods] = useState({ goods, secrets: [] as string[] });
  const refusedForGoods = (secret: string) =>
    notForGoods.goods === goods && notForGoods.secrets.includes(secret);
  const applyHeld = (secret: string) =>
    apply.mutate(
      { issuedCoupons: [{ secret }] },
      {
        onError: (error) => {
          if (!hasStatus(error, UpstreamStatus.couponNotForItems)) return;
          setNotForGoods((was) => ({
            goods,
            secrets: [...(was.goods === goods ? was.secrets : []), secret],
          }));
        },
      },
    );
  // A member's secret becomes an issued coupon first; a guest's code is applied as it is. A code
  // the member already holds (offered under "Your coupons") is used as held: issuing it again is
  // refused once the per-member maximum is reached (E050-003).
  const issue = useMutation({
    mutationFn: async (entered: string) => {
      if (!signedIn) return entered;
      const held = issued.find((c) => c.coupon?.code.toLowerCase() === entered.toLowerCase());
      return held ? held.secret : await issueCoupon(entered);
    },
    onSuccess: applyHeld,
  });
  // Refused as held already (a code that is not the coupon's own): the way on is the list above.
  const heldAlready = hasStatus(issue.error, UpstreamStatus.couponMemberMax) && issued.length > 0;
  // One refusal at a time, gone once the buyer tries again (a code, a held coupon, declining) or
  // edits the code it was about.
  const failure = stepFailure(issue, apply, omit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const entered = code.trim();
    setEmpty(entered === '');
    if (entered) issue.mutate(entered);
    else input.current?.focus();
  };

  return (
    <CheckoutSection step="coupon" done={order.completed.coupon === true} optional>
      {applied.length > 0 && (
        <ul className="applied-list">
          {applied.map((c) => {
            // Its value once beside the discount, what the name does not say of it: 'up to
            // ¥5,000' explains a ¥5,000 discount; '10% off for new members' needs no '10% OFF'.
            const value = couponValueAfterName(c.coupon?.name ?? '', c.coupon, locale);
            return (
              <li key={c.secret}>
                {/* Applied is good news: the "done" chip, not the red sale badge. */}
                <span className="status-chip status-chip--done">
                  {t('checkout.coupon.applied')}
                </span>{' '}
                {c.coupon?.name != null ? (
                  <Worded pending={appliedPending}>{c.coupon.name}</Worded>
                ) : (
                  c.secret
                )}
                {value && <span className="applied-list__value">{value}</span>}{' '}
                <span className="applied-list__amount">
                  −{formatYen(c.discount_amount, locale)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {issued.length > 0 && (
        <div className="choice-list" role="group" aria-label={t('checkout.coupon.yours')}>
          {issued.map((c) => (
            <div className="choice choice--action" key={c.secret}>
              <span className="choice__body">
                <span className="choice__name">
                  {c.coupon?.name != null ? (
                    <Worded pending={offeredPending}>{c.coupon.name}</Worded>
                  ) : (
                    c.secret
                  )}
                </span>
                {c.coupon && (
                  <span className="choice__hint">{couponValueOf(c.coupon, locale)}</span>
                )}
                {refusedForGoods(c.secret) && (
                  <span className="choice__hint">{t('checkout.coupon.notForGoods')}</span>
                )}
              </span>
              {!refusedForGoods(c.secret) && (
                <button
                  type="button"
                  className="button button--small"
                  disabled={apply.isPending}
                  onClick={() => {
                    failure.clear();
                    setEmpty(false);
                    applyHeld(c.secret);
                  }}
                >
                  {t('checkout.coupon.use')}
                </button>
              )}
            </div>
          ))}
        </div>
      )}
      <form className="inline-form" noValidate onSubmit={submit}>
        <label className="field__label" htmlFor={id}>
          {t(signedIn ? 'checkout.coupon.secret' : 'checkout.coupon.code')}
        </label>
        <div className="inline-form__row">
          <input
            id={id}
            ref={input}
            className="input"
            value={code}
            autoComplete="off"
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setEmpty(false);
              failure.clear();
            }}
          />
          <button type="submit" className="button" disabled={issue.isPending || apply.isPending}>
            {t('checkout.coupon.apply')}
          </button>
        </div>
        {empty && (
          <p className="field__error" id={`${id}-error`} role="alert">
            <Phrase>{t('checkout.coupon.empty')}</Phrase>
          </p>
        )}
      </form>
      <FormAlert>
        {failure.error ? errorMessageOf(failure.error, t('checkout.failed')) : null}
      </FormAlert>
      {heldAlready && <p className="field__hint">{t('checkout.coupon.heldHint')}</p>}
      {/* omitCoupon takes every applied coupon off the order: with one applied, the way past
          the step is to remove it, and says so; once declined, there is nothing more to decline. */}
      {(applied.length > 0 || order.completed.coupon !== true) && (
        <button
          type="button"
          className="link-button"
          disabled={omit.isPending}
          onClick={() => {
            failure.clear();
            setEmpty(false);
            omit.mutate({});
          }}
        >
          {t(applied.length > 0 ? 'checkout.coupon.remove' : 'checkout.coupon.none')}
        </button>
      )}
    </CheckoutSection>
  );
}
