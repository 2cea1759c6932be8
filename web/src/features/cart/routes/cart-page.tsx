import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { cartErrorText } from '@/shared/cart/cart-error';
import { cartQueryKey, useCart } from '@/shared/cart/cart-store';
import { countedIn, countedWord, unitOfSale, type CountedIn } from '@/shared/catalog/unit-of-sale';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { PayWithProvider } from '@/shared/payment-login/pay-with-provider';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { TotalBar } from '@/shared/ui/sticky-buy-bar';
import { ErrorNotice, LoadError } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { loginLinkFor } from '@/shared/session/login-link';
import { useSession } from '@/shared/session/session';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useClearCart } from '../api/clear-cart';
import { useStartCheckout } from '@/shared/cart/api/start-checkout';
import { useUpdateCartLine } from '../api/update-cart-line';
import { CartLineRow, lineName } from '../components/cart-line';
import { CartTotals, totalBasisKey } from '../components/cart-totals';
import { useFreeDelivery } from '../components/free-delivery-row';
import { QuickOrder } from '../components/quick-order';

/** `/cart` (docs/rules/cart-and-checkout.md#cart): lines, totals, sales, rank and checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  // Only members browse the catalogue (docs/rules/cart-and-checkout.md#cart): a guest's way to
  // products goes through the login page, and the link says so instead of landing there unasked.
  const signedIn = useSession().data?.signedIn === true;
  // The sale, rank and option names, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(cart);
  const code = cart.data?.cart_code ?? '';
  const update = useUpdateCartLine(code);
  const clear = useClearCart(code);
  const checkout = useStartCheckout();
  const busy = update.isPending || clear.isPending || checkout.isPending;
  const failure = update.error ?? clear.error ?? checkout.error;
  const lines = cart.data?.lines ?? [];
  const standing = useFreeDelivery(lines);
  const locale = useLocale();
  const client = useQueryClient();
  // docs/rules/cart-and-checkout.md#cart: a confirmed removal says which line went, for as long as
  // the cart is the one it left: any other change of the cart (a quantity, an add, emptying it, a
  // reading in another language) ends it, and so does leaving the page.
  // Its quantity is counted in the line's own word ('12 packs', docs/rules/cart-and-checkout.md#unit-price).
  const [removed, setRemoved] = useState<{
    name: string;
    count: number;
    counted: CountedIn;
    cart: unknown;
  } | null>(null);
  const removal = removed && removed.cart === cart.data ? removed : null;
  const removalNote = useRef<HTMLParagraphElement>(null);
  // The line's button went with it: the focus goes to what the cart says instead of the page's body.
  useEffect(() => {
    if (removal) removalNote.current?.focus();
  }, [removal]);
  const act = () => setRemoved(null);

  return (
    <PageShell title={t('cart.title')} lead={t('cart.lead')}>
      {/* What went wrong, what was removed and a read that failed stand apart from one another and
          from the lines or the quick order under them (shop.css .cart-notices). */}
      <div className="cart-notices">
        {failure && <ErrorNotice message={cartErrorText(failure, t('cart.failed'))} />}
        {removal && (
          <p
            ref={removalNote}
            className="notice notice--success cart-removed"
            role="status"
            tabIndex={-1}
          >
            {t('cart.removed', {
              name: removal.name,
              count: removal.count,
              unit: countedWord(t, removal.counted, removal.count),
            })}
          </p>
        )}
        {/* A read that failed says so with "Try again" and leaves the lines last read in place: the
            cart is kept upstream and a failed read is not an empty cart (docs/rules/cart-and-checkout.md#pages). */}
        {cart.isError && (
          <LoadError
            error={cart.error}
            fallback={t('cart.failed')}
            onRetry={() => void cart.refetch()}
          />
        )}
      </div>
      {cart.isPending ? (
        <TextSkeleton lines={4} />
      ) : cart.data === undefined ? null : lines.length === 0 ? (
        <div className="cart-empty card">
          <p>{t('cart.empty')}</p>
          <Link
            className="button"
            to={signedIn ? '/search/searchList' : loginLinkFor('/search/searchList')}
          >
            {t(signedIn ? 'cart.browse' : 'cart.browseAfterLogin')}
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            <ul className="cart-lines" aria-label={t('cart.linesLabel')}>
              {lines.map((line) => (
                <CartLineRow
                  key={line.line_id}
                  line={line}
                  busy={busy}
                  namesPending={namesPending}
                  onQuantity={(quantity) => {
                    act();
                    update.mutate({ skuId: line.item!.skus.id, quantity, options: line.options });
                  }}
                  onRemove={() => {
                    act();
                    update.mutate(
                      { skuId: line.item!.skus.id, quantity: 0, options: line.options },
                      {
                        onSuccess: () =>
                          setRemoved({
                            name: lineName(line, locale),
                            count: line.order_quantity,
                            counted: countedIn(unitOfSale(line.item, line.item?.skus)),
                            cart: client.getQueryData(cartQueryKey),
                          }),
                      },
                    );
                  }}
                />
              ))}
            </ul>
            <ConfirmRemove
              label={t('cart.clear')}
              buttonClassName="link-button"
              question={t('cart.clearConfirm')}
              detail={t('cart.clearDetail')}
              confirmLabel={t('cart.clearYes')}
              cancelLabel={t('cart.clearKeep')}
              disabled={busy}
              busy={clear.isPending}
              onConfirm={() => {
                act();
                clear.mutate();
              }}
            />
          </div>
          <aside className="cart-layout__summary card" aria-label={t('cart.summary')}>
            <CartTotals cart={cart.data!} namesPending={namesPending} />
            {/* The bar below steps aside once this is on screen, not when the summary's top peeks in. */}
            <div id="cart-checkout" className="summary-actions">
              <button
                type="button"
                className="button button--primary button--block"
                disabled={busy}
                aria-busy={checkout.isPending}
                onClick={() => {
                  act();
                  checkout.mutate(code, { onSuccess: () => void navigate('/checkout') });
                }}
              >
                {t('cart.checkout')}
              </button>
              <PayWithProvider disabled={busy} prepare={() => checkout.mutateAsync(code)} />
            </div>
          </aside>
          {/* On a phone the summary comes after every line: the total and the way to checkout
              stay in sight at the bottom, as the product page's buy bar does. */}
          <TotalBar
            targetId="cart-checkout"
            label={t('cart.totalBar')}
            action={t('cart.toSummary')}
            total={cart.data!.total_price}
            basis={t(totalBasisKey(standing))}
          />
        </div>
      )}
      <QuickOrder />
    </PageShell>
  );
}
