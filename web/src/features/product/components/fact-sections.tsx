import { useTranslation } from 'react-i18next';
import type { FactSection } from '@/shared/product-facts/product-facts';
import { FactList } from './fact-list';
import { VideoLink } from './video-link';

const titles: Record<FactSection['id'], string> = {
  specifications: 'matching.product.specifications',
  export: 'matching.product.export',
  videoWork: 'matching.product.videoWork',
  links: 'matching.product.links',
};

/** Specifications, Export, Video work and Links (UI.md product detail), each only when given. */
export function FactSections({ sections }: { sections: FactSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sections.map((section) => {
        const video =
          section.id === 'links' ? section.facts.find((f) => f.key === 'youtubeUrl') : undefined;
        return (
          <section
            key={section.id}
            id={section.id}
            className="detail-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{t(titles[section.id])}</h2>
            {video?.href && <VideoLink url={video.href} />}
            <FactList facts={section.facts} />
          </section>
        );
      })}
    </>
  );
}
