import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { BrowseEntries } from '../components/browse-entries';
import { CategoryNav } from '../components/category-nav';
import { ContactBanner } from '../components/contact-banner';
import { NewsSection, SpecialsStrip, VideoSection } from '../components/below-fold-sections';
import { Ranking, RecentlyViewed, Recommendations } from '../components/product-sections';
import { HomeHero } from '../components/home-hero';

/**
 * docs/rules/discovery.md#top-page top page: the front door of the marketplace — the search, the ways to browse, the
 * products worth a look, what is new, the introduction video and how to reach us.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('discovery.home.documentTitle'));
  return (
    <div className="home">
      <HomeHero />
      <BrowseEntries />
      <CategoryNav />
      <Recommendations />
      <RecentlyViewed />
      <Ranking />
      <SpecialsStrip />
      <NewsSection />
      <VideoSection />
      <ContactBanner />
    </div>
  );
}
