import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntroVideo } from '@/shared/ui/intro-video';
import { PageShell } from '@/shared/ui/page-shell';

type Entry = { question: string; answer: string };

// The footer's about and movie links land on these sections by hash (the scroll offset of
// docs/rules/site-and-pages.md#scroll); the contact section leads to the contact form.
const sections = ['about', 'contact', 'movie'] as const;

/**
 * /faq_question (docs/rules/site-and-pages.md#routes-and-login): frequently asked questions, plus
 * the about, contact and movie sections.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const entries = t('faq.entries', { returnObjects: true }) as Entry[];
  return (
    <PageShell title={t('faq.title')} lead={t('faq.lead')}>
      <div className="faq">
        {entries.map((entry) => (
          <details key={entry.question} className="faq__entry">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
      {sections.map((id) => (
        <section key={id} id={id} className="info-section" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t(`faq.${id}.title`)}</h2>
          <p>{t(`faq.${id}.body`)}</p>
          {id === 'contact' && (
            <p>
              <Link to="/contact" className="button button--primary">
                {t('faq.contact.action')}
              </Link>
            </p>
          )}
          {id === 'movie' && <IntroVideo />}
        </section>
      ))}
    </PageShell>
  );
}
