import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/shared/catalog/product-image';

/**
 * The product pictures: one large image and, when there are several, thumbnails that switch it,
 * each in the 4:3 frame the cards use (ProductImage). A picture that fails to load, or a product
 * without one, shows the "No image" note the rest of the site shows; a thumbnail the crossed-out
 * picture (too small for the words).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current];

  return (
    <div className="gallery" role="group" aria-label={t('matching.product.gallery')}>
      {/* Keyed by the picture: one that failed does not leave the next one switched to the note. */}
      <ProductImage
        key={shown}
        src={shown}
        alt={
          images.length > 1
            ? `${name} — ${t('matching.product.imageOf', { n: current + 1, count: images.length })}`
            : name
        }
        eager
        className="gallery__main"
      />
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
                <ProductImage src={src} small />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
