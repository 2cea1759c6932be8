import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';
import { ProductThumb } from './product-thumb';

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
      <ProductThumb item={item} />
      <div className="member-review__main">
        <h2 className="member-review__product">
          {item ? <Link to={`/show?code=${encodeURIComponent(item.code)}`}>{name}</Link> : name}
        </h2>
        {children}
      </div>
      {actions && <div className="member-review__actions">{actions}</div>}
    </li>
  );
}
