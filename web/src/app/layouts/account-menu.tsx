import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personName } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { useSignOut } from '@/features/account/api/sign-out';

/** Signed in: the buyer's name, my page, orders and log out. Signed out: log in and sign up. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  const locale = useLocale();

  if (session.isPending) return null;
  if (!session.data?.signedIn) {
    return (
      <div className="account-menu">
        <Link to="/account/login" className="account-menu__link">
          {t('nav.login')}
        </Link>
        <Link to="/account/buyer_policy" className="button button--primary button--small">
          {t('nav.signup')}
        </Link>
      </div>
    );
  }

  return (
    <div className="account-menu">
      <span className="account-menu__user" title={session.data.user?.email}>
        {personName(session.data.user?.name ?? '', locale)}
      </span>
      <Link to="/mypage" className="account-menu__link account-menu__link--mypage">
        {t('mypage.title')}
      </Link>
      {/* The member area's menu lists the rest; on phones the header keeps only "My page". */}
      <Link to="/mypage/orders" className="account-menu__link account-menu__link--wide">
        {t('mypage.nav.orders')}
      </Link>
      <button
        type="button"
        className="account-menu__link"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t('nav.logout')}
      </button>
    </div>
  );
}
