import { useTranslation } from 'react-i18next';

type Section = { heading: string; body: string };
export type PolicyName = 'terms' | 'privacy';

/** The text of the buyer terms of use or the privacy policy, in the page language. */
/**
 * A policy text. Beside a consent checkbox it scrolls in a box so the checkbox stays in view;
 * `full` shows it whole, for pages that are only for reading.
 */
export function PolicyDocument({
  name,
  labelledBy,
  full = false,
}: {
  name: PolicyName;
  labelledBy?: string;
  full?: boolean;
}) {
  const { t } = useTranslation();
  const sections = t(`policy.${name}.sections`, { returnObjects: true }) as Section[];
  return (
    <article
      className={full ? 'policy-document policy-document--full' : 'policy-document'}
      // A scrolling box must be reachable by keyboard; a page-long text needs no tab stop.
      tabIndex={full ? undefined : 0}
      aria-labelledby={labelledBy}
    >
      <p className="policy-document__updated">{t(`policy.${name}.updated`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
