import { SearchForm } from '@/shared/catalog/search-form';

/** The header search (docs/rules/discovery.md#top-page top page): the shared search form in its header size. */
export function SearchBox() {
  return <SearchForm variant="header" />;
}
