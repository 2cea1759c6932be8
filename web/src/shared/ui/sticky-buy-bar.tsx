import { useEffect, useState, type ReactNode } from 'react';

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
