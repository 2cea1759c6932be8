import { useTranslation } from 'react-i18next';
import { Phrase } from '@/shared/i18n/phrase';
import type { Fact } from '@/shared/product-facts/product-facts';

/**
 * Labelled facts as a description list; lists of several show as chips (certifications even when
 * one, as the product cards show them), links open in a new tab.
 */
export function FactList({
  facts,
  className = 'fact-list',
}: {
  facts: Fact[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div className="fact-list__row" key={fact.key} data-fact={fact.key}>
          <dt>
            <Phrase>{t(`matching.labels.${fact.labelKey ?? fact.key}`)}</Phrase>
          </dt>
          <dd>
            {fact.href ? (
              <a href={fact.href} target="_blank" rel="noopener noreferrer">
                {fact.value}
                <span className="visually-hidden"> {t('matching.product.opensNewTab')}</span>
              </a>
            ) : fact.list && fact.list.length > (fact.chips ? 0 : 1) ? (
              <ul className="chips">
                {fact.list.map((entry) => (
                  <li className="chip" key={entry}>
                    {entry}
                  </li>
                ))}
              </ul>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
