import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchForm, searchPath, type SearchTarget } from '@/shared/catalog/search-form';
import { PageShell } from './page-shell';

type Props = {
  /** What was not found, as a sentence: "This product is no longer listed". */
  title: string;
  /** Why that may be, and what to do instead. */
  lead: string;
  /** Which search the buyer is offered instead. */
  target: SearchTarget;
  /** The way on without typing: "Browse all products". */
  browse: string;
  /** What the buyer asked for (the code in the link), said small so support can trace it. */
  asked?: ReactNode;
};

/**
 * A product or supplier that is no longer there (UI.md "Words": an error says what happened and
 * what to do next): names what was not found, and offers the search and a browse link instead of a
 * dead end.
 */
export function NotListed({ title, lead, target, browse, asked }: Props) {
  return (
    <PageShell title={title} lead={lead} narrow>
      <div className="not-listed">
        {asked && <p className="not-listed__asked">{asked}</p>}
        <SearchForm variant="hero" />
        <p>
          <Link className="button" to={searchPath(target, '')}>
            {browse}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
