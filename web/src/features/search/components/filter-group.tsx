import type { ReactNode } from 'react';
import { formatNumber } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

/** A collapsible group of the filter column (UI.md "Search results"): a titled fieldset. */
export function FilterGroup({
  title,
  children,
  open = true,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details className="filter-group" open={open}>
      <summary className="filter-group__title">{title}</summary>
      <fieldset className="filter-group__body">
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

type ChoiceProps = {
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  count?: number;
  onChange: () => void;
};

/** One option with its facet count; an option that would show nothing cannot be chosen. */
export function FilterChoice({ type, name, label, checked, count, onChange }: ChoiceProps) {
  const locale = useLocale();
  const empty = count === 0 && !checked;
  return (
    <label className={empty ? 'filter-choice is-empty' : 'filter-choice'}>
      <input type={type} name={name} checked={checked} disabled={empty} onChange={onChange} />
      <span className="filter-choice__label">{label}</span>
      {count !== undefined && (
        <span className="filter-choice__count">{formatNumber(count, locale)}</span>
      )}
    </label>
  );
}
