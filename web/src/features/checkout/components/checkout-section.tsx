import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stepAnchor, type CheckoutStepId } from '../lib/steps';

/** One step of the checkout page: a titled card that says whether the step is complete. */
export function CheckoutSection({
  step,
  done,
  optional = false,
  children,
}: {
  step: CheckoutStepId;
  done: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = stepAnchor(step);
  return (
    <section className="checkout-step card" id={id} aria-labelledby={`${id}-title`}>
      <header className="checkout-step__header">
        <h2 className="checkout-step__title" id={`${id}-title`} tabIndex={-1}>
          {t(`checkout.steps.${step}`)}
        </h2>
        <span className={done ? 'status-chip status-chip--done' : 'status-chip'}>
          {done
            ? t('checkout.status.done')
            : optional
              ? t('checkout.status.optional')
              : t('checkout.status.todo')}
        </span>
      </header>
      {children}
    </section>
  );
}
