import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { Phrase } from '@/shared/i18n/phrase';
import { compareLimit, compareList, useCompareList } from './compare-list';

/**
 * The "Compare" checkbox of a product card. It lives inside a link, so pressing it never
 * navigates. With four products chosen the others are greyed and say why where a phone can read
 * it (docs/rules/lists-and-requests.md#compare): the box is aria-disabled rather than disabled, so
 * a tap still lands and shows the limit beside it instead of doing nothing.
 */
export function CompareToggle({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const chosen = useCompareList();
  const checked = chosen.some((e) => e.id === item.id);
  const full = !checked && chosen.length >= compareLimit;
  const [refused, setRefused] = useState(false);
  const noteId = useId();
  useEffect(() => {
    if (!full) setRefused(false);
  }, [full]);
  const name = localeOf(i18n.language) === 'en' && item.name_en ? item.name_en : item.name;

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    // The wrapper's click handler only keeps a click (on the box, its label or the note) from
    // reaching the card's link around it; the checkbox inside is the control, keyboard included.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <span className="compare-box" onClick={stop}>
      <label className={`compare-toggle${full ? ' is-disabled' : ''}`}>
        <input
          type="checkbox"
          checked={checked}
          aria-disabled={full || undefined}
          aria-describedby={full ? noteId : undefined}
          onBlur={() => setRefused(false)}
          onChange={() => {
            // A refused tap ticks nothing (the box stays as React holds it) and shows the limit.
            if (full) setRefused((shown) => !shown);
            else compareList.toggle({ id: item.id, code: item.code, name });
          }}
        />
        <span>{t('catalog.compare.label')}</span>
      </label>
      {full && (
        // Outside the label, so the limit is the box's description, not part of its name.
        <span id={noteId} className="compare-box__note" role="status" hidden={!refused}>
          <Phrase>{t('catalog.compare.full', { count: compareLimit })}</Phrase>
        </span>
      )}
    </span>
  );
}
