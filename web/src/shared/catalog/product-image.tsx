import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A product's picture, loaded lazily, or the "No image" note when it has none or it fails to load.
 * The caller's frame sizes it.
 */
export function ProductImage({
  src,
  width,
  height,
  emptyClassName,
}: {
  src: string | null | undefined;
  width?: number;
  height?: number;
  emptyClassName?: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return src && !failed ? (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  ) : (
    <span className={emptyClassName}>{t('productCard.noImage')}</span>
  );
}
