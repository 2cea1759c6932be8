import { useTranslation } from 'react-i18next';

type Section = { heading: string; body: string };
export type PolicyName = 'terms' | 'privacy';

/** The text of the buyer terms of use or the privacy policy, in the page language. */
export function PolicyDocument({ name, labelledBy }: { name: PolicyName; labelledBy?: string }) {
  const { t } = useTranslation();
  const sections = t(`policy.${name}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="policy-document" tabIndex={0} aria-labelledby={labelledBy}>
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
