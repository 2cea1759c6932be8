import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { personName } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useSession } from '@/shared/session/session';
import { useUserRank } from '../api/user-rank';
import { MypageFrame } from '../components/mypage-frame';
import { mypageGroups } from '../lib/sections';
import { labelled } from '@/shared/cart/variation-name';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';

/**
 * /mypage: a greeting with the buyer's rank and a card for each section and shortlist, in the
 * menu's three named groups (fourteen cards in one grid read as one undifferentiated wall).
 */
export function MypagePage() {
  const { t } = useTranslation();
  const session = useSession();
  const rank = useUserRank();
  // The rank's name, while it may be in the language just left, shows loading in its badge.
  const rankNamed = useWordedInPageLanguage(rank);
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
              <Worded pending={!rankNamed}>
                {t('mypage.rankValue', { rank: rank.data.name })}
              </Worded>
            </span>
          </p>
        )}
      </div>
      {/* One block holding the groups (e2e tests wait for it as the page's cards). */}
      <div className="mypage-cards">
        {/* The menu's groups, in its order (lib/sections.ts): the overview is a card for each
            entry, leaving the membership stays in the menu alone. */}
        {mypageGroups.map((group) => (
          <section
            key={group.key}
            className="mypage-group"
            aria-labelledby={`mypage-group-${group.key}`}
          >
            <h2 id={`mypage-group-${group.key}`} className="mypage-group__title">
              {t(`mypage.groups.${group.key}`)}
            </h2>
            <ul className="mypage-group__cards">
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <Link className="mypage-card" to={entry.to}>
                    <span className="mypage-card__title">{t(entry.label)}</span>
                    <span className="mypage-card__text">
                      <Phrase>{t(`mypage.overviewCards.${entry.key}`)}</Phrase>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </MypageFrame>
  );
}
