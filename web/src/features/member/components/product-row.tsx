import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';
import { productPath } from '@/shared/catalog/product-card';
import { ProductImage } from '@/shared/catalog/product-image';

/**
 * One product-centred row of a member list (reviews, arrival notifications): the picture, the
 * name linking to the product page (plain text once the product is gone), the row's own details
 * and its actions.
 */
export function ProductRow({
  item,
  name,
  children,
  actions,
}: {
  item: Item | null | undefined;
  name: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="member-review">
      <ProductImage src={item?.image_url} className="product-thumb" />
      <div className="member-review__main">
        <h2 className="member-review__product">
          {item ? <Link to={productPath(item)}>{name}</Link> : name}
        </h2>
        {children}
      </div>
      {actions && <div className="member-review__actions">{actions}</div>}
    </li>
  );
}
