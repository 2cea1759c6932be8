/**
 * An embedded player built by the app, never from upstream markup (docs/security.md#embedded-video):
 * the address was checked against the allowed origins; the sandbox lets the player run its own
 * scripts in its own origin and open YouTube in a new tab, and nothing more (no top navigation,
 * no forms); no referrer beyond the origin.
 */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  return (
    <div className="video-player">
      <iframe
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}
