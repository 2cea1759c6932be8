import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { Phrase } from '@/shared/i18n/phrase';
import { useSession } from '@/shared/session/session';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useToggleArrivalNotice } from './api/toggle-arrival-notice';

/**
 * A sold-out SKU offers the arrival notification instead of the cart (docs/rules/cart-and-checkout.md Notify), under
 * the cart control's 'Out of stock.' and the muted price: a member
 * toggles it; a visitor is asked to log in first (the call is member-only, E028-901). Its words
 * break between Japanese phrases, as the cart control's (docs/rules/site-and-pages.md#line-breaks).
 */
export function NotifyArrival({ skuId, skuCode }: { skuId: string; skuCode?: string }) {
  const { t } = useTranslation();
  const signedIn = useSession().data?.signedIn === true;
  const toggle = useToggleArrivalNotice(skuId, skuCode);
  const added = toggle.data?.added;

  return (
    <div className="notify-arrival">
      {signedIn ? (
        <button
          type="button"
          className="button button--block"
          aria-pressed={added === true}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          <Phrase>{added ? t('cart.notify.registered') : t('cart.notify.register')}</Phrase>
        </button>
      ) : (
        <p>
          <Link to="/account/login">
            <Phrase>{t('cart.notify.login')}</Phrase>
          </Link>
        </p>
      )}
      {toggle.isError && (
        <ErrorNotice message={errorMessageOf(toggle.error, t('cart.notify.failed'))} />
      )}
    </div>
  );
}
