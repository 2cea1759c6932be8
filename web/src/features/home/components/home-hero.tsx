import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchPath, SearchForm } from '@/shared/catalog/search-form';

/** Words buyers search most, offered under the hero search in both languages. */
const popular = {
  en: ['Sake', 'Green tea', 'Wagyu', 'Soy sauce', 'Kitchen knife'],
  jp: ['日本酒', '緑茶', '和牛', '醤油', '包丁'],
};

/** The top page hero: what Kakehashi is, the search with its switch, and popular searches. */
export function HomeHero({ locale }: { locale: 'en' | 'jp' }) {
  const { t } = useTranslation();
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
          {popular[locale].map((word) => (
            <Link key={word} to={searchPath('product', word)} className="hero-chip">
              {word}
            </Link>
          ))}
        </p>
      </div>
    </section>
  );
}
