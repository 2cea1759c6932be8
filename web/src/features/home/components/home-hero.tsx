import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchPath, SearchForm } from '@/shared/catalog/search-form';

/** The top page hero: what Kakehashi is, the search with its switch, and popular searches. */
export function HomeHero() {
  const { t } = useTranslation();
  // Words buyers search most, offered under the hero search.
  const popular = t('discovery.home.popularWords', { returnObjects: true }) as string[];
  return (
    <section className="home-hero" aria-labelledby="page-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">{t('discovery.home.eyebrow')}</p>
        <h1 id="page-title" tabIndex={-1} className="home-hero__title">
          {t('discovery.home.title')}
        </h1>
        <p className="home-hero__lead">{t('discovery.home.lead')}</p>
        <SearchForm variant="hero" />
        <p className="home-hero__popular">
          <span>{t('discovery.home.popular')}</span>
          {popular.map((word) => (
            <Link key={word} to={searchPath('product', word)} className="hero-chip">
              {word}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
