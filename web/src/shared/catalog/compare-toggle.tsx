import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { compareLimit, compareLimitNoteId, compareList, useCompareList } from './compare-list';

/**
 * The "Compare" checkbox of a product card. It lives inside a link, so pressing it never
 * navigates. With four products chosen the others are greyed and ticking one does nothing: the
 * compare tray, on every page with the box, then says the limit in words where a phone reads it
 * (no hover tooltip), and that sentence is each greyed box's description
 * (docs/rules/lists-and-requests.md#compare). Greyed with aria-disabled, not disabled, so a
 * screen reader still reaches the box and hears why.
 */
export function CompareToggle({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const chosen = useCompareList();
  const checked = chosen.some((e) => e.id === item.id);
  const full = !checked && chosen.length >= compareLimit;
  const name = localeOf(i18n.language) === 'en' && item.name_en ? item.name_en : item.name;

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    // The label's click handler only keeps the click from reaching the card's link around it; the
    // checkbox inside is the control, keyboard included.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <label className={`compare-toggle${full ? ' is-disabled' : ''}`} onClick={stop}>
      <input
        type="checkbox"
        checked={checked}
        aria-disabled={full || undefined}
        aria-describedby={full ? compareLimitNoteId : undefined}
        onChange={() => full || compareList.toggle({ id: item.id, code: item.code, name })}
      />
      <span>{t('catalog.compare.label')}</span>
    </label>
  );
}
