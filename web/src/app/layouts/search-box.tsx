import { SearchForm } from '@/shared/catalog/search-form';

/** The header search (spec §2 top page): the shared search form in its header size. */
export function SearchBox() {
  return <SearchForm variant="header" />;
}
