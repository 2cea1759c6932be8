import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icons';

/**
 * A product's picture, loaded lazily, or the "No image" / 「画像なし」 note when it has none or it
 * fails to load: the same wherever a product appears (cards, cart, checkout, comparison, lists).
 * The note is a frame string, so a page shows it without loading the catalogue's strings. The
 * caller's frame sizes it. `small`, for a thumbnail too small to hold the words legibly (the
 * checkout's 48 px), shows a crossed-out picture instead and keeps the words for screen readers.
 */
export function ProductImage({
  src,
  width,
  height,
  emptyClassName,
  small = false,
}: {
  src: string | null | undefined;
  width?: number;
  height?: number;
  emptyClassName?: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  const none = t('productImage.none');
  if (!small) return <span className={emptyClassName}>{none}</span>;
  return (
    <span className={['product-image-none--small', emptyClassName].filter(Boolean).join(' ')}>
      <Icon name="noImage" size={20} />
      <span className="visually-hidden">{none}</span>
    </span>
  );
}
