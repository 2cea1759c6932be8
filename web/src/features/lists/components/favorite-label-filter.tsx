import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  labels: { label: string; count: number }[];
  /** The label in the URL, or null for every favourite. */
  chosen: string | null;
  total: number;
};

/**
 * The labels as links that filter the favourites (docs/rules/lists-and-requests.md#favourite-labels):
 * the choice is the URL's `label`, so it survives a reload and can be shared or bookmarked.
 */
export function FavoriteLabelFilter({ labels, chosen, total }: Props) {
  const { t } = useTranslation();
  if (labels.length === 0)
    return <p className="label-filter__hint">{t('matching.filing.intro')}</p>;
  const link = (label: string | null, text: string, count: number) => (
    <li key={label ?? ''}>
      <Link
        className="label-filter__link"
        to={{ search: label ? `?${new URLSearchParams({ label }).toString()}` : '' }}
        aria-current={label === chosen ? 'page' : undefined}
      >
        {text} <span className="label-filter__count">({count})</span>
      </Link>
    </li>
  );
  return (
    <nav className="label-filter" aria-label={t('matching.filing.filter')}>
      <ul className="label-filter__list">
        {link(null, t('matching.filing.all'), total)}
        {labels.map(({ label, count }) => link(label, label, count))}
      </ul>
    </nav>
  );
}
