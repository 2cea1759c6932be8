import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { IntroVideo } from '@/shared/ui/intro-video';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { BrowseEntries } from '../components/browse-entries';
import { CategoryNav } from '../components/category-nav';
import { ContactBanner } from '../components/contact-banner';
import { HomeSection } from '../components/home-section';
import { NewsSection, SpecialsStrip } from '../components/news-section';
import { Ranking, RecentlyViewed, Recommendations } from '../components/product-sections';
import { HomeHero } from '../components/home-hero';

/**
 * docs/rules/discovery.md#top-page top page: the front door of the marketplace — the search, the ways to browse, the
 * products worth a look, what is new, the introduction video and how to reach us.
 */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('discovery.home.documentTitle'));
  return (
    <div className="home">
      <HomeHero locale={locale} />
      <BrowseEntries />
      <CategoryNav />
      <Recommendations />
      <RecentlyViewed />
      <Ranking />
      <SpecialsStrip />
      <NewsSection />
      <HomeSection id="home-video" title={t('discovery.video.title')}>
        <IntroVideo />
      </HomeSection>
      <ContactBanner />
    </div>
  );
}
