import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchQueryToString } from '@kakehashi/contracts/web';

type Target = 'product' | 'supplier';

// docs/rules/site-and-pages.md#routes-and-login: the search results pages.
const resultPath: Record<Target, string> = {
  product: '/search/searchList',
  supplier: '/search/searchSupplier',
};

/**
 * The header search: a product/supplier switch and a keyword (the top page,
 * docs/rules/site-and-pages.md#routes-and-login).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<Target>('product');
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Search state in the URL, written by the contracts' codec (commas and colons escaped;
    // docs/rules/search.md#escaping).
    const text = keyword.trim();
    const query = text
      ? `?${searchQueryToString({ keyword: [{ group: '', text, fields: [] }] })}`
      : '';
    navigate(`${resultPath[target]}${query}`);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit} aria-label={t('search.label')}>
      <fieldset className="search-box__switch">
        <legend className="visually-hidden">{t('search.target')}</legend>
        {(['product', 'supplier'] as const).map((value) => (
          <label key={value} className={target === value ? 'segment segment--active' : 'segment'}>
            <input
              type="radio"
              name="search-target"
              value={value}
              checked={target === value}
              onChange={() => setTarget(value)}
            />
            {t(`search.targets.${value}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor="site-search" className="visually-hidden">
        {t('search.keyword')}
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t(`search.placeholder.${target}`)}
        maxLength={200}
      />
      <button type="submit" className="button button--primary search-box__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
