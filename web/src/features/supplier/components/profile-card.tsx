import type { ReactNode } from 'react';

/** One section of the supplier's profile: a titled card, named by its heading. */
export function ProfileCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="profile-card" aria-labelledby={id}>
      <h2 id={id} className="profile-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
