import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentsFilterEntry } from '@kakehashi/contracts/web';
import { useSearchNavigate } from '@/shared/lib/search-navigation';
import { Icon } from '@/shared/ui/icons';
import { contentsSearchHref, useContentsSearch } from '../lib/contents-search';

/** Filter fields the buyer may meet in a link, named in the page language (docs/rules/search.md#news-and-contents-filter). */
const namedFields = new Set(['tag', 'tag_id', 'code', 'name', 'display_name', 'post_date']);

/**
 * The keyword search of a newsletter or catalogue list, kept in the URL (`keyword`), and the
 * `filter` a link opened it with, shown as removable chips so the buyer sees why the list is short.
 */
export function ContentsSearchBar({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const navigate = useSearchNavigate('news');
  const search = useContentsSearch();
  const [typed, setTyped] = useState(search.keyword);
  const inputId = useId();
  useEffect(() => setTyped(search.keyword), [search.keyword]);
  const go = (next: { keyword: string; filters: ContentsFilterEntry[] }) =>
    navigate(contentsSearchHref(path, next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ keyword: typed, filters: search.filters });
  };
  const chipText = (f: ContentsFilterEntry) => {
    const name = namedFields.has(f.field) ? t(`discovery.news.field.${f.field}`) : f.field;
    return `${name}${f.compare && f.compare !== '=' ? ` ${f.compare} ` : t('discovery.news.is')}${f.value}`;
  };
  return (
    <div className="contents-search">
      <form className="quick-order__form" role="search" aria-label={label} onSubmit={submit}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <div className="inline-form__row">
          <input
            id={inputId}
            className="input"
            type="search"
            value={typed}
            maxLength={200}
            enterKeyHint="search"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('discovery.news.search')}
          </button>
        </div>
      </form>
      {search.filters.length > 0 && (
        <div className="active-filters">
          <ul className="active-filters__list" aria-label={t('discovery.news.filteredBy')}>
            {search.filters.map((f, i) => (
              <li key={`${f.field}:${f.value}:${i}`}>
                <button
                  type="button"
                  className="filter-chip"
                  aria-label={t('discovery.news.removeFilter', { filter: chipText(f) })}
                  onClick={() =>
                    go({
                      keyword: search.keyword,
                      filters: search.filters.filter((_, j) => j !== i),
                    })
                  }
                >
                  <span>{chipText(f)}</span>
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
