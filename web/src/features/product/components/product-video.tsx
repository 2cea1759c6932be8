import { useTranslation } from 'react-i18next';
import { allowedEmbed, allowedFrameOrigins, youtubeEmbedUrl } from '../lib/video-embed';
import { VideoLink } from './video-link';
import { VideoPlayer } from './video-player';

const titles = { video: 'matching.product.videoPlayer', trailer: 'matching.product.trailerPlayer' };

/**
 * A YouTube link (docs/security.md#embedded-video): the nocookie player when the CSP allows its
 * origin, else the link card when `card`, else nothing (the link stays in its fact row).
 */
export function ProductVideo(props: { url: string; card: boolean; title: 'video' | 'trailer' }) {
  const { t } = useTranslation();
  const src = allowedEmbed(youtubeEmbedUrl(props.url), allowedFrameOrigins());
  if (src) return <VideoPlayer src={src} title={t(titles[props.title])} />;
  return props.card ? <VideoLink url={props.url} /> : null;
}
