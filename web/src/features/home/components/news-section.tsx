import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localName } from '@/shared/catalog/item-name';
import { ContentCard } from '@/shared/content/content-card';
import { contentDate } from '@/shared/content/content-date';
import { useContentsList } from '@/shared/content/contents-api';
import { useLocale } from '@/shared/i18n/i18n';
import { useLatestNews } from '../api/showcase';
import { HomeSection } from './home-section';

/** The latest newsletters and notices, and this season's specials. */
export function NewsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const newsletters = useContentsList('newsletter', 1, 3);
  const news = useLatestNews(4);
  return (
    <HomeSection
      id="home-news"
      title={t('discovery.home.news')}
      more={{ to: '/newsletter', label: t('discovery.home.allNews') }}
    >
      <div className="home-news">
        <ul
          className="content-grid content-grid--three"
          aria-label={t('discovery.home.newsletters')}
        >
          {newsletters.data?.contents.map((c) => (
            <li key={c.code}>
              <ContentCard content={c} to={`/newsletter/${c.code}`} headingLevel={3} />
            </li>
          ))}
        </ul>
        <ul className="notice-list" aria-label={t('discovery.home.notices')}>
          {news.data?.news.map((n) => (
            <li key={n.code}>
              <time dateTime={n.post_date}>{contentDate(n.post_date, locale)}</time>
              <Link to={`/newsletter/${n.code}`}>
                {localName({ name: n.title, name_en: n.title_en }, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

/** Specials, a row of themed selections. */
export function SpecialsStrip() {
  const { t } = useTranslation();
  const specials = useContentsList('special', 1, 4);
  if (specials.isError) return null;
  return (
    <HomeSection
      id="home-specials"
      title={t('discovery.home.specials')}
      more={{ to: '/specials', label: t('discovery.home.allSpecials') }}
    >
      <ul className="content-grid content-grid--four" aria-label={t('discovery.home.specials')}>
        {specials.data?.contents.map((c) => (
          <li key={c.code}>
            <ContentCard content={c} to={`/specials/${c.code}`} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
