import type { ReactNode } from 'react';
import { FilterChoice, FilterGroup } from './filter-group';

/** One option of a one-choice filter: its value, label and (where known) how many it shows. */
export type OneChoice<T extends string> = { code: T; label: string; count?: number };

type Props<T extends string> = {
  title: string;
  /** The radio group's name (unique on the page). */
  name: string;
  /** The label of "no choice" (All categories, Any certification, …). */
  anyLabel: string;
  choices: readonly OneChoice<T>[];
  chosen: T | undefined;
  onChoose: (code: T | undefined) => void;
  open?: boolean;
  /** Below the options (a "Show all" button). */
  children?: ReactNode;
};

/**
 * A filter group of radio buttons where one option or none is chosen: "no choice" first, then the
 * options with their counts (category, certification, availability, business type).
 */
export function OneChoiceGroup<T extends string>({
  title,
  name,
  anyLabel,
  choices,
  chosen,
  onChoose,
  open,
  children,
}: Props<T>) {
  return (
    <FilterGroup title={title} open={open}>
      <FilterChoice
        type="radio"
        name={name}
        label={anyLabel}
        checked={chosen === undefined}
        onChange={() => onChoose(undefined)}
      />
      {choices.map((choice) => (
        <FilterChoice
          key={choice.code}
          type="radio"
          name={name}
          label={choice.label}
          checked={chosen === choice.code}
          count={choice.count}
          onChange={() => onChoose(choice.code)}
        />
      ))}
      {children}
    </FilterGroup>
  );
}
