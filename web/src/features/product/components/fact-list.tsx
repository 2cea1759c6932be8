import { useTranslation } from 'react-i18next';
import { Phrase } from '@/shared/i18n/phrase';
import { Worded } from '@/shared/i18n/session-wording';
import type { Fact } from '@/shared/product-facts/product-facts';

/**
 * Labelled facts as a description list; lists of several show as chips (certifications even when
 * one, as the product cards show them), links open in a new tab. `wordingPending`: the item's
 * answer may be worded in the language just left, so its session-worded facts show loading.
 */
export function FactList({
  facts,
  className = 'fact-list',
  wordingPending = false,
}: {
  facts: Fact[];
  className?: string;
  wordingPending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div className="fact-list__row" key={fact.key} data-fact={fact.key}>
          <dt>
            <Phrase>{fact.label ?? t(`matching.labels.${fact.labelKey ?? fact.key}`)}</Phrase>
          </dt>
          <dd>
            <Worded pending={wordingPending && fact.sessionWorded === true}>
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
            </Worded>
          </dd>
        </div>
      ))}
    </dl>
  );
}
