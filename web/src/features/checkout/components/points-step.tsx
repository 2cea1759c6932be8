import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatYen, UpstreamStatus, yenPerPoint } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useOrderStep, type Order } from '../api/order';
import { usePointBalance } from '../api/point-balance';
import { stepFailure } from '../lib/step-failure';

/**
 * Points (docs/rules/cart-and-checkout.md#temporary-order, members only): the usable balance (and
 * what is pending apart from it), how many to use, then `order/confirmPoint`.
 * Not one of the six completion flags, so it has no status of its own.
 */
export function PointsStep({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const balance = usePointBalance();
  const use = useOrderStep('order/setPoint');
  const confirm = useOrderStep('order/confirmPoint');
  const [amount, setAmount] = useState(String(order.use_point_amount ?? 0));
  const available = balance.data?.point_amount ?? 0;
  const pending = balance.data?.unconfirmed_point_amount ?? 0;
  const locale = localeOf(i18n.language);
  const format = (n: number) => formatNumber(n, locale);
  // A refusal ("not enough points") is about the number typed: a new number, or a new attempt,
  // takes it away.
  const failure = stepFailure(use, confirm);
  // More than the balance is said as what the buyer can do, 'You can use up to 1,200 points.',
  // before anything is sent (and so when the upstream refuses it, E060-001), never beside the
  // points the order used before (docs/rules/cart-and-checkout.md#points).
  const [overBalance, setOverBalance] = useState(false);
  const refused =
    overBalance ||
    (balance.data !== undefined && hasStatus(failure.error, UpstreamStatus.pointsInsufficient));
  const refusal = refused
    ? t('checkout.points.upTo', { points: format(available) })
    : failure.error
      ? errorMessageOf(failure.error, t('checkout.failed'))
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const points = Math.max(0, Math.floor(Number(amount) || 0));
    if (balance.data && points > available) return setOverBalance(true);
    use.mutate({ use_point_amount: points }, { onSuccess: () => confirm.mutate({}) });
  };

  return (
    <section className="checkout-step card" aria-labelledby={`${id}-title`}>
      <header className="checkout-step__header">
        <h2 className="checkout-step__title" id={`${id}-title`}>
          {t('checkout.points.title')}
        </h2>
      </header>
      <p>{t('checkout.points.balance', { points: format(available) })}</p>
      {/* Only confirmed points are usable; an order's are pending until confirmed
          (docs/rules/cart-and-checkout.md#points). */}
      {pending > 0 && (
        <p className="field__hint">{t('checkout.points.pending', { points: format(pending) })}</p>
      )}
      <form className="inline-form" onSubmit={submit}>
        <label className="field__label" htmlFor={id}>
          {t('checkout.points.use')}
        </label>
        <div className="inline-form__row">
          <input
            id={id}
            className="input input--short"
            inputMode="numeric"
            value={amount}
            aria-describedby={`${id}-worth`}
            onChange={(event) => {
              setAmount(event.target.value.replace(/\D/g, ''));
              setOverBalance(false);
              failure.clear();
            }}
          />
          <button type="submit" className="button" disabled={use.isPending || confirm.isPending}>
            {t('checkout.points.apply')}
          </button>
        </div>
        {/* What a point is worth, said before the buyer chooses how many to use. */}
        <p className="field__hint" id={`${id}-worth`}>
          {t('checkout.points.worth', { yen: formatYen(yenPerPoint, locale) })}
        </p>
      </form>
      {/* One message at a time: what the order uses, or why the number typed was refused. */}
      <FormAlert tone="success">
        {!refusal && (order.use_point_amount ?? 0) > 0
          ? t('checkout.points.applied', { points: format(order.use_point_amount ?? 0) })
          : null}
      </FormAlert>
      <FormAlert>{refusal}</FormAlert>
    </section>
  );
}
