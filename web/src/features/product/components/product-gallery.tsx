import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The product pictures: one large 4:3 image and, when there are several, thumbnails that switch
 * it. A picture that fails to load shows the placeholder instead of a broken-image icon.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const shown = images[current];
  const fail = (src: string) => setFailed((before) => new Set(before).add(src));

  return (
    <div className="gallery" role="group" aria-label={t('matching.product.gallery')}>
      <div className="gallery__main">
        {shown && !failed.has(shown) ? (
          <img
            src={shown}
            alt={
              images.length > 1
                ? `${name} — ${t('matching.product.imageOf', { n: current + 1, count: images.length })}`
                : name
            }
            onError={() => fail(shown)}
          />
        ) : (
          <span className="gallery__empty">{t('matching.product.noImage')}</span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={`gallery__thumb${index === current ? ' is-current' : ''}`}
                aria-pressed={index === current}
                aria-label={t('matching.product.imageOf', { n: index + 1, count: images.length })}
                onClick={() => setCurrent(index)}
              >
                {!failed.has(src) && (
                  <img src={src} alt="" loading="lazy" onError={() => fail(src)} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
