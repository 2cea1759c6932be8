import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

type Props = {
  /** The id of the page's own buy section (quantity, variation, the real "Add to cart"). */
  targetId: string;
  /** The price the buyer pays, labelled, as the page shows it. */
  price: ReactNode;
  /** The button's words ("Add to cart"). */
  action: string;
  /** The bar's accessible name. */
  label: string;
};

/**
 * UI.md "Prices, quantities and rules": on phones the price and "Add to cart" stay reachable. On a
 * phone the buy section sits one and a half screens down (gallery, facts and actions come first),
 * so this bar stays at the bottom, above the bottom bar, and takes the buyer to that section —
 * the variation, quantity and options are chosen there, never guessed here. It steps aside while
 * the section itself is on screen. Wide screens hide it (CSS): the section is beside the gallery.
 */
export function StickyBuyBar({ targetId, price, action, label }: Props) {
  const [targetInView, setTargetInView] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) =>
      setTargetInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  const goToTarget = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ behavior: 'smooth', block: 'center' });
    // Focus the section's first control so a keyboard or screen-reader user lands where they act
    // (the section itself when it holds none: a product not on sale says why there).
    const control = target.querySelector<HTMLElement>(
      'select:enabled, input:enabled, button:enabled',
    );
    if (!control) target.tabIndex = -1;
    (control ?? target).focus({ preventScroll: true });
  };

  return (
    <aside
      className={targetInView ? 'sticky-buy-bar is-hidden' : 'sticky-buy-bar'}
      aria-label={label}
      aria-hidden={targetInView || undefined}
    >
      <div className="sticky-buy-bar__price">{price}</div>
      <button
        type="button"
        className="button button--primary sticky-buy-bar__action"
        tabIndex={targetInView ? -1 : undefined}
        onClick={goToTarget}
      >
        {action}
      </button>
    </aside>
  );
}

/**
 * The same bar on the cart and the checkout, whose summary comes after every line or step on a
 * phone: the total, what it holds ('tax incl., before delivery'), and the way to the summary's
 * own button (docs/rules/site-and-pages.md).
 */
export function TotalBar({
  targetId,
  label,
  action,
  total,
  basis,
}: Omit<Props, 'price'> & { total: number; basis: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <StickyBuyBar
      targetId={targetId}
      label={label}
      action={action}
      price={
        <div className="price">
          <p className="price__pays">
            <span className="price__basis">{t('cart.total')}</span>{' '}
            <span className="price__amount">{formatYen(total, locale)}</span>
          </p>
          <p className="price__basis">{basis}</p>
        </div>
      }
    />
  );
}
