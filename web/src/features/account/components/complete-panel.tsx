import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/shared/ui/page-shell';

/** The closing page of an account journey: what happened, and where to go next. */
export function CompletePanel({
  title,
  lead,
  action,
  children,
}: {
  title: string;
  lead: string;
  action: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <PageShell title={title} narrow>
      <div className="card card--complete">
        <span className="card__check" aria-hidden="true">
          ✓
        </span>
        <p className="card__lead">{lead}</p>
        {children}
        <Link className="button button--primary button--block" to={action.to}>
          {action.label}
        </Link>
      </div>
    </PageShell>
  );
}
