import { useTranslation } from 'react-i18next';
import type { FactSection } from '@/shared/product-facts/product-facts';
import { FactList } from './fact-list';
import { ProductVideo } from './product-video';

const titles: Record<FactSection['id'], string> = {
  specifications: 'matching.product.specifications',
  export: 'matching.product.export',
  videoWork: 'matching.product.videoWork',
  links: 'matching.product.links',
};

/**
 * Specifications, Export, Video work and Links (UI.md product detail), each only when given. The
 * YouTube link plays in the Links section and the trailer in Video work where the CSP allows the
 * player (docs/security.md#embedded-video); otherwise the YouTube link stays a link card and the
 * trailer a link in its row. The YouTube link's own row is left out of Links: the card or player
 * above it already links it (docs/rules/lists-and-requests.md#product-detail-labels).
 */
export function FactSections({
  sections,
  wordingPending = false,
}: {
  sections: FactSection[];
  /** The item's session-worded facts may be in the language just left: shown loading. */
  wordingPending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => {
        const videoKey =
          section.id === 'links'
            ? 'youtubeUrl'
            : section.id === 'videoWork'
              ? 'trailerVideoUrl'
              : '';
        const video = section.facts.find((f) => f.key === videoKey)?.href;
        return (
          <section
            key={section.id}
            id={section.id}
            className="detail-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{t(titles[section.id])}</h2>
            {video && (
              <ProductVideo
                url={video}
                card={section.id === 'links'}
                title={section.id === 'links' ? 'video' : 'trailer'}
              />
            )}
            {/* The video's own row would repeat the card or player above it: one link, once. */}
            <FactList
              facts={
                video && section.id === 'links'
                  ? section.facts.filter((f) => f.key !== videoKey)
                  : section.facts
              }
              wordingPending={wordingPending}
            />
          </section>
        );
      })}
    </>
  );
}
