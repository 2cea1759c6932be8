import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { HeartIcon } from './icons';
import { favoriteSkuOf, useFavoriteToggle, useIsFavorite } from './use-favorites';

/** The heart on a card; the product page has its own labelled button (FavoriteButton). */
type Props = { item: Item };

/**
 * The favourite toggle (docs/rules/lists-and-requests.md). It sits inside a card that is a link,
 * so a press never navigates; the new state shows at once and a failure puts it back with the
 * BFF's message next to the button.
 */
export function FavoriteToggle({ item }: Props) {
  const { t } = useTranslation();
  const favorite = useIsFavorite(favoriteSkuOf(item));
  const toggle = useFavoriteToggle();

  const press = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggle.mutate({ item });
  };
  const label = favorite ? t('catalog.favorite.remove') : t('catalog.favorite.add');
  return (
    <span className="favorite-toggle favorite-toggle--icon">
      <button
        type="button"
        className={`favorite-toggle__button${favorite ? ' is-on' : ''}`}
        aria-pressed={favorite}
        aria-label={label}
        title={label}
        onClick={press}
      >
        <HeartIcon filled={favorite} />
      </button>
      {toggle.isError && (
        <span className="favorite-toggle__error" role="alert">
          {errorMessageOf(toggle.error, t('catalog.favorite.failed'))}
        </span>
      )}
    </span>
  );
}
