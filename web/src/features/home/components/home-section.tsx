import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled band of the top page with an optional "see all" link. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more.to} className="home-section__more">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
