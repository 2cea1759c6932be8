import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icons';

/**
 * A product's picture in its frame, or the "No image" / 「画像なし」 note when it has none or it
 * fails to load: the same wherever a product appears (cards, the product page's gallery, cart,
 * checkout, comparison, lists). The frame is 4:3 and the picture fills it, cropped from the middle
 * (catalog.css `.product-image`); the caller's `className` sets only its width and edge. The note
 * has one look everywhere and is a frame string, so a page shows it without loading the
 * catalogue's strings. `small`, for a thumbnail too small to hold the words legibly (the
 * checkout's 48 px, the gallery's thumbnails), shows a crossed-out picture instead and keeps the
 * words for screen readers.
 */
export function ProductImage({
  src,
  alt = '',
  width,
  height,
  className,
  eager = false,
  small = false,
}: {
  src: string | null | undefined;
  /** Empty where the product's name is beside the picture. */
  alt?: string;
  width?: number;
  height?: number;
  className?: string;
  /** Loaded at once (the product page's main picture), not when scrolled to. */
  eager?: boolean;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const frame = ['product-image', className].filter(Boolean).join(' ');
  if (src && !failed)
    return (
      <span className={frame}>
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? undefined : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      </span>
    );
  const none = t('productImage.none');
  return (
    <span className={frame}>
      {small ? (
        <span className="product-image__none product-image__none--small">
          <Icon name="noImage" size={20} />
          <span className="visually-hidden">{none}</span>
        </span>
      ) : (
        <span className="product-image__none">{none}</span>
      )}
    </span>
  );
}
