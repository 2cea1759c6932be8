import { youtubeId } from '@/shared/product-facts/fact-values';

/**
 * docs/security.md#embedded-video: a product video plays in the page only from an origin the
 * site's CSP frame-src allows (CSP_FRAME_SOURCES, which the BFF names in the served page's
 * `<meta name="kk-frame-sources">`). The upstream's `embeddedHtml` is never put into the page: it
 * is parsed, and only the address of a lone iframe is kept, for an iframe the app builds itself.
 */

/** The origins the served page says the CSP lets the app frame; none outside the BFF's page. */
export const allowedFrameOrigins = (doc: Document = document): string[] =>
  (doc.querySelector('meta[name="kk-frame-sources"]')?.getAttribute('content') ?? '')
    .split(/\s+/)
    .filter(Boolean);

/** YouTube's privacy-enhanced player (no cookies until the buyer presses play). */
export const youtubePlayerOrigin = 'https://www.youtube-nocookie.com';

/** A YouTube watch or short link as the nocookie player's address; null for anything else. */
export const youtubeEmbedUrl = (url: string): string | null => {
  const id = youtubeId(url);
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? `${youtubePlayerOrigin}/embed/${id}` : null;
};

/**
 * The `src` of `html` when it is exactly one iframe (whitespace around it allowed) and nothing
 * else — no script, no second element, no text; null otherwise. Parsed by DOMParser, which runs
 * no script and loads nothing.
 */
export const embeddedIframeUrl = (html: string): string | null => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const nodes = [...parsed.head.childNodes, ...parsed.body.childNodes].filter(
    (node) => !(node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()),
  );
  const [only] = nodes;
  if (nodes.length !== 1 || only?.nodeName !== 'IFRAME') return null;
  const iframe = only as Element;
  if (iframe.children.length > 0 || iframe.hasAttribute('srcdoc')) return null;
  return iframe.getAttribute('src');
};

/** `src` as an https address on an allowed origin, else null. */
export const allowedEmbed = (src: string | null, allowed: string[]): string | null => {
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && allowed.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
};
