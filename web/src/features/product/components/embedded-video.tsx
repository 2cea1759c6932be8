import { useTranslation } from 'react-i18next';
import { allowedEmbed, allowedFrameOrigins, embeddedIframeUrl } from '../lib/video-embed';
import { VideoPlayer } from './video-player';

/**
 * The product's `embeddedHtml` as a Video section, only when it is a lone iframe to an allowed
 * origin (docs/security.md#embedded-video); the markup itself never reaches the page.
 */
export function EmbeddedVideo({ html }: { html: unknown }) {
  const { t } = useTranslation();
  if (typeof html !== 'string' || !html.trim()) return null;
  const src = allowedEmbed(embeddedIframeUrl(html), allowedFrameOrigins());
  if (!src) return null;
  return (
    <section id="video" className="detail-section" aria-labelledby="video-title">
      <h2 id="video-title">{t('matching.product.video')}</h2>
      <VideoPlayer src={src} title={t('matching.product.videoPlayer')} />
    </section>
  );
}
