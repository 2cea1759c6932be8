import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';

/** A product's picture beside a member-list row; a quiet placeholder when it has none or fails. */
export function ProductThumb({ item }: { item: Item | null | undefined }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="product-thumb">
      {item?.image_url && !failed ? (
        <img src={item.image_url} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span>{t('reviews.noImage')}</span>
      )}
    </div>
  );
}
