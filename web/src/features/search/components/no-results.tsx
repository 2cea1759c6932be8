import type { ReactNode } from 'react';

type Props = {
  title: string;
  hint?: string;
  /** The ways on, each an `<li>` holding a button or link. */
  children: ReactNode;
};

/** The frame of a results list that shows nothing: what happened, what to try, the ways on. */
export function NoResults({ title, hint, children }: Props) {
  return (
    <div className="empty-state" role="status">
      <h2 className="empty-state__title">{title}</h2>
      {hint && <p>{hint}</p>}
      <ul className="empty-state__actions">{children}</ul>
    </div>
  );
}
