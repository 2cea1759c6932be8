import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/shared/ui/page-shell';

/** The closing page of an account journey: what happened, and where to go next. */
export function CompletePanel({
  title,
  lead,
  action,
  failed = false,
  children,
}: {
  title: string;
  lead: string;
  /** Where next; none while the page itself asks for a step (a mailed sign-in code). */
  action?: { to: string; label: string };
  /** The step did not go through: a warning mark instead of the tick, and a plain button. */
  failed?: boolean;
  children?: ReactNode;
}) {
  return (
    <PageShell title={title} narrow>
      <div className="card card--complete">
        <span
          className={failed ? 'card__check card__check--failed' : 'card__check'}
          aria-hidden="true"
        >
          {failed ? '!' : '✓'}
        </span>
        <p className="card__lead">{lead}</p>
        {children}
        {action && (
          <Link
            className={failed ? 'button button--block' : 'button button--primary button--block'}
            to={action.to}
          >
            {action.label}
          </Link>
        )}
      </div>
    </PageShell>
  );
}
