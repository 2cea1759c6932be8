import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Phrase } from '@/shared/i18n/phrase';

/**
 * A titled band of the top page with an optional "see all" link. The Japanese title breaks only
 * between phrases (docs/rules/site-and-pages.md#line-breaks): 「カテゴリーから／さがす」, never
 * 「カテゴリーからさが／す」 beside the link on a phone.
 */
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
        <h2 id={id}>
          <Phrase>{title}</Phrase>
        </h2>
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
