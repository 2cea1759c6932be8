import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { keywordAloneToString, searchedKeywords } from '@kakehashi/contracts/web';
import { Icon } from '@/shared/ui/icons';
import { useSearchNavigate } from '@/shared/lib/search-navigation';

export type SearchTarget = 'product' | 'supplier';

// docs/rules/discovery.md#screens: the search results pages, with their aliases.
const resultPath: Record<SearchTarget, string> = {
  product: '/search/searchList',
  supplier: '/search/searchSupplier',
};
const supplierPaths = ['/search/searchSupplier', '/search_index_supplier_result'];
const productPaths = ['/search/searchList', '/search_list'];

/** What the URL says is being searched: the results page's target and its keyword text. */
export const searchOfLocation = (
  pathname: string,
  search: string,
): { target: SearchTarget; keyword: string } => {
  const target: SearchTarget = supplierPaths.includes(pathname) ? 'supplier' : 'product';
  const onResults = supplierPaths.includes(pathname) || productPaths.includes(pathname);
  const keyword = onResults
    ? searchedKeywords(search)
        .map((k) => k.text)
        .join(' ')
    : '';
  return { target, keyword };
};

/**
 * The results URL of a keyword searched on its own: the
 * docs/rules/search.md#search-state-in-the-url codec writes it (commas and colons escaped).
 */
export const searchPath = (target: SearchTarget, keyword: string): string => {
  const text = keywordAloneToString(keyword);
  return text ? `${resultPath[target]}?${text}` : resultPath[target];
};

/**
 * The product results URL of a keyword typed on product results: their category and certification
 * or place stay (docs/rules/search.md#keyword). That takes the whole search codec, which the
 * results loaded already; the box on every other page, the top page's included, writes a keyword
 * on its own without it (docs/architecture.md#the-first-page). Should the codec fail to load, the
 * keyword is searched on its own.
 */
const productResultsPath = (search: string, keyword: string): Promise<string> =>
  import('./keyword-on-results').then(
    (codec) => {
      const text = codec.keywordOnResults(search, keyword);
      return text ? `${resultPath.product}?${text}` : resultPath.product;
    },
    () => searchPath('product', keyword),
  );

/**
 * The search with its product/supplier switch (docs/rules/discovery.md#top-page top page), in the header and the top
 * page's hero. It shows what the URL searches (keyword and tab), so a results page, back and
 * forward, and a pasted link all show the search that produced them. The keyword box comes
 * first, then the switch, then the button, in the page and on screen alike (a phone shows the
 * switch under the box), so Tab follows what the buyer sees (docs/rules/discovery.md#header-search).
 */
export function SearchForm({ variant = 'header' }: { variant?: 'header' | 'hero' }) {
  const { t } = useTranslation();
  // docs/rules/search.md#full-page-reload: a site may have a search load the whole page.
  const navigate = useSearchNavigate('search');
  const location = useLocation();
  const fromUrl = searchOfLocation(location.pathname, location.search);
  const [target, setTarget] = useState<SearchTarget>(fromUrl.target);
  const [keyword, setKeyword] = useState(fromUrl.keyword);
  const inputId = useId();
  useEffect(() => {
    setTarget(fromUrl.target);
    setKeyword(fromUrl.keyword);
  }, [fromUrl.target, fromUrl.keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === 'product' && productPaths.includes(location.pathname))
      void productResultsPath(location.search, keyword).then((path) => navigate(path));
    else navigate(searchPath(target, keyword));
  };

  return (
    <form
      className={`search-form search-form--${variant}`}
      role="search"
      onSubmit={submit}
      aria-label={t('discovery.searchForm.label')}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('discovery.searchForm.keyword')}
      </label>
      <input
        id={inputId}
        className="search-form__input"
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t(`discovery.searchForm.placeholder.${target}`)}
        maxLength={200}
        enterKeyHint="search"
      />
      <fieldset className="search-form__switch">
        <legend className="visually-hidden">{t('discovery.searchForm.target')}</legend>
        {(['product', 'supplier'] as const).map((value) => (
          <label key={value} className={target === value ? 'segment segment--active' : 'segment'}>
            <input
              type="radio"
              name={`search-target-${variant}`}
              value={value}
              checked={target === value}
              onChange={() => setTarget(value)}
            />
            {t(`discovery.searchForm.targets.${value}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary search-form__submit">
        <Icon name="search" size={18} />
        <span className="search-form__submit-text">{t('discovery.searchForm.submit')}</span>
      </button>
    </form>
  );
}
