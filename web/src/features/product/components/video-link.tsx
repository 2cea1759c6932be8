import { useTranslation } from 'react-i18next';
import { youtubeId } from '@/shared/product-facts/fact-values';

/**
 * The product video as a link card. The site's content policy allows no third-party frames by
 * default (CSP frame-src), so the video opens on YouTube instead of in an embedded player that
 * would stay blank; the id is shown so the buyer knows what opens.
 */
export function VideoLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = youtubeId(url);
  return (
    <a className="video-link" href={url} target="_blank" rel="noopener noreferrer">
      <span className="video-link__play" aria-hidden="true">
        ▶
      </span>
      <span className="video-link__text">
        <strong>{t('matching.product.watchOnYoutube')}</strong>
        {id && <span className="video-link__id">youtube.com · {id}</span>}
        <span className="visually-hidden"> {t('matching.product.opensNewTab')}</span>
      </span>
    </a>
  );
}
