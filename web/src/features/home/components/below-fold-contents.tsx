import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '@/shared/content/content-card';
import { useContentsList } from '@/shared/content/api/contents-list';
import { NoticeList } from '@/shared/content/notice-list';
import { IntroVideo } from '@/shared/ui/intro-video';
import { useLatestNews } from '../api/latest-news';

// What the top page's last bands show, a chunk of its own that below-fold-sections.tsx loads when
// they come near the viewport, with their data (docs/architecture.md#the-first-page). It imports
// nothing the page's own chunk holds (such as HomeSection): Rollup would then have that chunk
// export it, and it would stop being the route's own chunk. While its data loads a list renders
// nothing, so its box keeps its space.

/** The string areas this content shows beyond the top page's own (its route's `home`, `catalog`). */
export const belowFoldAreas = ['video'] as const;

/**
 * The introduction video with its words (the `video` area), fetched when it first shows: the hook
 * suspends until they are in (react-i18next), and without them the band stays empty rather than
 * show bare keys.
 */
export function VideoContent() {
  const { i18n } = useTranslation([...belowFoldAreas]);
  return belowFoldAreas.every((area) => i18n.hasResourceBundle(i18n.language, area)) ? (
    <IntroVideo />
  ) : null;
}

/** This season's specials as cards; `onUnavailable` when they cannot be had (the band goes). */
export function SpecialsList({ onUnavailable }: { onUnavailable: () => void }) {
  const { t } = useTranslation();
  const specials = useContentsList('special', 1, 4);
  useEffect(() => {
    if (specials.isError) onUnavailable();
  }, [specials.isError, onUnavailable]);
  if (!specials.data) return null;
  return (
    <ul className="content-grid content-grid--four" aria-label={t('discovery.home.specials')}>
      {specials.data.contents.map((c) => (
        <li key={c.code}>
          <ContentCard content={c} to={`/specials/${c.code}`} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** The latest newsletters as cards and the latest notices as a dated list. */
export function NewsLists() {
  const { t } = useTranslation();
  const newsletters = useContentsList('newsletter', 1, 3);
  const news = useLatestNews(4);
  if (newsletters.isPending && news.isPending) return null;
  return (
    <div className="home-news">
      <ul className="content-grid content-grid--three" aria-label={t('discovery.home.newsletters')}>
        {newsletters.data?.contents.map((c) => (
          <li key={c.code}>
            <ContentCard content={c} to={`/newsletter/${c.code}`} headingLevel={3} />
          </li>
        ))}
      </ul>
      <NoticeList notices={news.data?.news} label={t('discovery.home.notices')} />
    </div>
  );
}
