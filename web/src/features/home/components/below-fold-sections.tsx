import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, WhenNear } from '@/shared/ui/when-near';
import { HomeSection } from './home-section';

// The top page's last bands (docs/rules/discovery.md#top-page): their headings come with the page,
// their content (code, strings and data) when they come within a screen of the viewport
// (docs/architecture.md#the-first-page); until then each keeps about its height (home.css).
const contents = () => import('./below-fold-contents');
const SpecialsList = lazyPart(async () => (await contents()).SpecialsList);
const NewsLists = lazyPart(async () => (await contents()).NewsLists);
const VideoContent = lazyPart(async () => (await contents()).VideoContent);

/** Specials, a row of themed selections; the band goes when they cannot be had. */
export function SpecialsStrip() {
  const { t } = useTranslation();
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) return null;
  return (
    <HomeSection
      id="home-specials"
      title={t('discovery.home.specials')}
      more={{ to: '/specials', label: t('discovery.home.allSpecials') }}
    >
      <WhenNear className="deferred-specials">
        <SpecialsList onUnavailable={() => setUnavailable(true)} />
      </WhenNear>
    </HomeSection>
  );
}

/** The latest newsletters and notices. */
export function NewsSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      id="home-news"
      title={t('discovery.home.news')}
      more={{ to: '/newsletter', label: t('discovery.home.allNews') }}
    >
      <WhenNear className="deferred-news">
        <NewsLists />
      </WhenNear>
    </HomeSection>
  );
}

/** The introduction video (shared with the FAQ page). */
export function VideoSection() {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-video" title={t('discovery.video.title')}>
      <WhenNear className="deferred-video">
        <VideoContent />
      </WhenNear>
    </HomeSection>
  );
}
