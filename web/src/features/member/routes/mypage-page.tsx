import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personName } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useSession } from '@/shared/session/session';
import { useUserRank } from '../api/user-rank';
import { MypageFrame } from '../components/mypage-frame';
import { mypageSections, type MypageSection } from '../lib/sections';
import { labelled } from '@/shared/cart/variation-name';

type CardKey = MypageSection | 'favorites' | 'follows';

/**
 * The overview's cards in three named groups, as a buyer looks for them: what they bought and
 * how they pay, what they keep and ask about, and the account itself (fourteen cards in one grid
 * read as one undifferentiated wall). The shortlists live outside /mypage but are looked for under
 * "Account" (the phone's bottom bar leads here), named as the header names them; leaving the
 * membership stays in the menu alone (docs/rules/accounts.md#member-area).
 */
const cardGroups: { key: 'orders' | 'lists' | 'account'; cards: CardKey[] }[] = [
  { key: 'orders', cards: ['orders', 'points', 'coupons', 'cards', 'addresses'] },
  {
    key: 'lists',
    cards: ['favorites', 'follows', 'requests', 'searches', 'alerts', 'notifications', 'reviews'],
  },
  { key: 'account', cards: ['profile', 'linked', 'password'] },
];

const shortlists = {
  favorites: { to: '/favorites', title: 'discovery.frame.favorites' },
  follows: { to: '/follows', title: 'discovery.frame.follows' },
} as const;

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
      {/* One block holding the groups (e2e tests wait for it as the page's cards). */}
      <div className="mypage-cards">
        {cardGroups.map((group) => (
          <section
            key={group.key}
            className="mypage-group"
            aria-labelledby={`mypage-group-${group.key}`}
          >
            <h2 id={`mypage-group-${group.key}`} className="mypage-group__title">
              {t(`mypage.groups.${group.key}`)}
            </h2>
            <ul className="mypage-group__cards">
              {group.cards.map((key) => {
                const list = key === 'favorites' || key === 'follows' ? shortlists[key] : null;
                const to = list?.to ?? mypageSections.find((s) => s.key === key)?.to ?? '/mypage';
                return (
                  <li key={key}>
                    <Link className="mypage-card" to={to}>
                      <span className="mypage-card__title">
                        {list ? t(list.title) : t(`mypage.nav.${key}`)}
                      </span>
                      <span className="mypage-card__text">
                        <Phrase>{t(`mypage.overviewCards.${key}`)}</Phrase>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </MypageFrame>
  );
}
