import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personName } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { useUserRank } from '../api/user-rank';
import { MypageFrame } from '../components/mypage-frame';
import { mypageSections } from '../lib/sections';
import { labelled } from '@/shared/cart/variation-name';

const overviewCards = [
  'profile',
  'orders',
  'requests',
  'searches',
  'alerts',
  'points',
  'coupons',
  'addresses',
  'cards',
  'reviews',
  'notifications',
  'linked',
] as const;

// The buyer's shortlists live outside /mypage but are looked for under "Account" (the phone's
// bottom bar leads here): a card each, after the orders, named as the header names them.
const listCards = [
  { key: 'favorites', to: '/favorites', title: 'discovery.frame.favorites' },
  { key: 'follows', to: '/follows', title: 'discovery.frame.follows' },
] as const;

/** /mypage: a greeting with the buyer's rank and a card for each section and shortlist. */
export function MypagePage() {
  const { t } = useTranslation();
  const session = useSession();
  const rank = useUserRank();
  const locale = useLocale();
  const name = personName(session.data?.user?.name ?? '', locale);

  return (
    <MypageFrame title={t('mypage.title')} lead={t('mypage.lead')}>
      <div className="mypage-welcome card card--wide">
        <p className="mypage-welcome__name">{t('mypage.welcome', { name })}</p>
        {rank.data && (
          <p className="mypage-welcome__rank">
            <span className="visually-hidden">{labelled(t('mypage.rank'), '', locale)}</span>
            <span className="rank-badge" data-rank={rank.data.code}>
              {t('mypage.rankValue', { rank: rank.data.name })}
            </span>
          </p>
        )}
      </div>
      <ul className="mypage-cards">
        {overviewCards.flatMap((key) => {
          const section = mypageSections.find((s) => s.key === key);
          const card = (
            <li key={key}>
              <Link className="mypage-card" to={section?.to ?? '/mypage'}>
                <span className="mypage-card__title">{t(`mypage.nav.${key}`)}</span>
                <span className="mypage-card__text">{t(`mypage.overviewCards.${key}`)}</span>
              </Link>
            </li>
          );
          if (key !== 'orders') return [card];
          return [
            card,
            ...listCards.map((list) => (
              <li key={list.key}>
                <Link className="mypage-card" to={list.to}>
                  <span className="mypage-card__title">{t(list.title)}</span>
                  <span className="mypage-card__text">{t(`mypage.overviewCards.${list.key}`)}</span>
                </Link>
              </li>
            )),
          ];
        })}
      </ul>
    </MypageFrame>
  );
}
