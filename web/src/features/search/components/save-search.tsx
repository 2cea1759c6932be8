import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useSaveSearch } from '../api/save-search';

/**
 * "Save this search" on the results page (docs/rules/trade-desk.md#saved-searches): a name (the
 * keyword and its filters to start with, savedSearchName) and the URL state; the buyer then
 * hears of new products for it.
 */
export function SaveSearch({ defaultName }: { defaultName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const save = useSaveSearch();
  const [name, setName] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const naming = name !== null;
  useEffect(() => {
    if (naming) inputRef.current?.select();
  }, [naming]);
  // Another search is another thing to save.
  useEffect(() => setSavedAs(null), [location.search]);

  if (savedAs)
    return (
      <p className="save-search save-search--done" role="status">
        {t('discovery.saveSearch.saved', { name: savedAs })}{' '}
        <Link to="/mypage/searches">{t('discovery.saveSearch.seeAll')}</Link>
      </p>
    );
  if (!naming)
    return (
      <div className="save-search">
        <button
          type="button"
          className="button button--small"
          onClick={() => setName(defaultName.slice(0, 60))}
        >
          {t('discovery.saveSearch.open')}
        </button>
      </div>
    );
  return (
    <form
      className="save-search save-search--naming"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = name.trim();
        if (!chosen) return inputRef.current?.focus();
        save.mutate(
          { name: chosen, query: location.search.replace(/^\?/, '') },
          {
            onSuccess: (search) => {
              setSavedAs(search.name);
              setName(null);
            },
          },
        );
      }}
    >
      <label className="save-search__label" htmlFor={id}>
        {t('discovery.saveSearch.name')}
      </label>
      <div className="save-search__row">
        <input
          id={id}
          ref={inputRef}
          className="input"
          maxLength={60}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="button button--small button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('discovery.saveSearch.save')}
        </button>
        <button type="button" className="button button--small" onClick={() => setName(null)}>
          {t('discovery.saveSearch.cancel')}
        </button>
      </div>
      {save.isError && (
        <ErrorNotice message={save.error.message || t('discovery.saveSearch.failed')} />
      )}
    </form>
  );
}
