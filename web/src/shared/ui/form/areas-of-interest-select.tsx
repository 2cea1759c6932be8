import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  areaOfInterestGroups,
  MAX_AREAS_OF_INTEREST,
  type Language,
} from '@kakehashi/contracts/web';
import { pageLanguage } from '@/shared/i18n/language-codes';

type IdName = { id: string; name: string };

const emptyArea: IdName = { id: '', name: '' };

/** Three positions, each '' when not chosen (the contracts' schema ignores empty ids). */
export const threeAreas = (areas: IdName[]): IdName[] =>
  Array.from({ length: MAX_AREAS_OF_INTEREST }, (_, index) => areas[index] ?? emptyArea);

/**
 * docs/rules/accounts.md#sign-up: three AreasOfInterest, each chosen from the grouped list of the
 * contracts.
 */
export function AreasOfInterestSelect({
  name: fieldName,
  lang,
  label,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  /** The form field's name (its Controller's): each select is named `${name}.${position}`. */
  name: string;
  lang: Language;
  label: string;
  value: IdName[];
  onChange: (value: IdName[]) => void;
  onBlur: () => void;
  error?: FieldError;
  inputRef: (element: HTMLSelectElement | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const areas = threeAreas(value);
  const name = (area: { en: string; ja: string }) => area[pageLanguage(lang)];

  const choose = (position: number, areaId: string) => {
    const chosen = areaOfInterestGroups
      .flatMap((group) => [group, ...group.children])
      .find((area) => area.id === areaId);
    onChange(
      areas.map((area, index) =>
        index === position ? (chosen ? { id: chosen.id, name: name(chosen) } : emptyArea) : area,
      ),
    );
  };

  return (
    <fieldset
      className={error ? 'field field--invalid fieldset' : 'field fieldset'}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="field__label">
        {label}
        <span className="field__required">{t('form.requiredMark')}</span>
      </legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('signup.areasHint', { max: MAX_AREAS_OF_INTEREST })}
      </p>
      <div className="field-row field-row--three">
        {areas.map((area, position) => (
          <label key={position} className="field__sub">
            <span className="field__sublabel">{t('signup.areaPosition', { n: position + 1 })}</span>
            <select
              className="input select"
              name={`${fieldName}.${position}`}
              value={area.id}
              ref={position === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
              onBlur={onBlur}
              onChange={(event) => choose(position, event.target.value)}
            >
              <option value="">{t('form.selectPlaceholder')}</option>
              {areaOfInterestGroups.map((group) => (
                <optgroup key={group.id} label={name(group)}>
                  <option value={group.id}>{t('signup.areaAll', { name: name(group) })}</option>
                  {group.children.map((child) => (
                    <option key={child.id} value={child.id}>
                      {name(child)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        ))}
      </div>
      {error?.message && (
        <p className="field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
