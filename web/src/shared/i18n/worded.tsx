import type { ReactNode } from 'react';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * Words the upstream gave in the session language (docs/upstream.md#languages): a word-wide
 * placeholder while they may be the language just left (`pending`, from useWordedInPageLanguage),
 * so a screen never shows them in the other language.
 */
export function Worded({ pending, children }: { pending: boolean; children: ReactNode }) {
  return pending ? <Skeleton className="skeleton--word" /> : <>{children}</>;
}
