import type { ReactNode } from 'react';
import { Pager } from '@/shared/ui/pager';
import { isPastLastPage } from '../lib/no-results';
import { PastLastPage } from './past-last-page';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  reloadDocument: boolean;
  /** How many results the answer on screen holds for this page. */
  shown: number;
  /** Whether that answer is for this URL, not the previous one kept on screen while it loads. */
  settled: boolean;
  /** Shown while an answer kept from the previous URL had nothing to show. */
  loading: ReactNode;
  /** What to say when the search matches nothing. */
  empty: ReactNode;
  /** The results. */
  children: ReactNode;
};

/**
 * The body of a results page, the same for products and suppliers: the results and the pager; the
 * empty state when nothing matches; past the last page, a notice leading back instead of "no
 * results" and a pager with nowhere to go (docs/rules/search.md#past-the-last-page).
 */
export function PagedResults(props: Props) {
  const { page, totalPages, hrefFor, reloadDocument, shown } = props;
  if (shown > 0)
    return (
      <>
        {props.children}
        <Pager
          page={page}
          totalPages={totalPages}
          hrefFor={hrefFor}
          reloadDocument={reloadDocument}
        />
      </>
    );
  // An empty answer from the previous URL says nothing about this one (it may have been a page past
  // the end, or a search that found nothing).
  if (!props.settled) return <>{props.loading}</>;
  if (isPastLastPage(page, totalPages))
    return (
      <PastLastPage
        page={page}
        totalPages={totalPages}
        hrefFor={hrefFor}
        reloadDocument={reloadDocument}
      />
    );
  return <>{props.empty}</>;
}
