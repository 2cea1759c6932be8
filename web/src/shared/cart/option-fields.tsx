import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, type ApiData } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';

export type OptionGroup = ApiData<'optiongroup/get'>['option_groups'][number];
/** The buyer's choice per option id: a select's choice id or an input's text. */
export type OptionChoices = Record<string, string>;

/** docs/rules/cart-and-checkout.md option entry of a cart line or of the order's site options. */
export type LineOption = {
  item_option_id: string;
  selects?: { id: string }[];
  inputs?: { id: string; input_value: string }[];
};

/** docs/rules/cart-and-checkout.md option entries of a line, from the choices (an empty input is left out). */
export const lineOptionsOf = (groups: OptionGroup[], choices: OptionChoices): LineOption[] =>
  groups.flatMap((group) =>
    group.options.flatMap((option): LineOption[] => {
      const value = choices[option.id]?.trim();
      if (!value) return [];
      return option.type === 'select'
        ? [{ item_option_id: option.id, selects: [{ id: value }] }]
        : [{ item_option_id: option.id, inputs: [{ id: option.id, input_value: value }] }];
    }),
  );

/** What the chosen options add to the unit price (tax included, docs/rules/cart-and-checkout.md). */
export const optionsPrice = (groups: OptionGroup[], choices: OptionChoices): number =>
  groups.reduce(
    (sum, group) =>
      sum +
      group.options.reduce((inner, option) => {
        const value = choices[option.id]?.trim();
        if (!value) return inner;
        if (option.type === 'input') return inner + (option.price_tax_included ?? 0);
        return inner + (option.selects?.find((s) => s.id === value)?.price_tax_included ?? 0);
      }, 0),
    0,
  );

/**
 * The option groups of an item or the order: a select per select option, a text box per input.
 * A select starts on 'Please select' / 「選択してください」, which is no choice at all, not a 'None'
 * of ours beside the upstream's own choices: a 'None' next to 'Not needed' read the same, yet only
 * a chosen option counts as one (docs/rules/cart-and-checkout.md#post-delivery). `labelledBy`
 * names the groups by a heading already on screen (the checkout's 'Order options' step) instead
 * of repeating it as a legend. `wordingPending`: the groups' answer may be worded in the language
 * the buyer just left (docs/upstream.md#languages), so their names and descriptions show loading.
 */
export function OptionFields({
  groups,
  choices,
  onChange,
  labelledBy,
  wordingPending = false,
}: {
  groups: OptionGroup[];
  choices: OptionChoices;
  onChange: (choices: OptionChoices) => void;
  labelledBy?: string;
  wordingPending?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baseId = useId();
  const price = (amount: number | undefined) =>
    amount ? ` (+${formatYen(amount, locale)} ${t('cart.taxIncluded')})` : '';
  // A name loading: a word-wide placeholder, which assistive technology hears as 'Loading…', so
  // a field or group keeps a name for that moment.
  const named = (name: string) =>
    wordingPending ? (
      <>
        <Worded pending>{name}</Worded>
        <span className="visually-hidden">{t('common.loading')}</span>
      </>
    ) : (
      name
    );
  return (
    <>
      {groups.map((group) => (
        <fieldset className="option-group" key={group.id} aria-labelledby={labelledBy}>
          {!labelledBy && <legend className="option-group__name">{named(group.name)}</legend>}
          {group.description && (
            <p className="field__hint">
              <Worded pending={wordingPending}>{group.description}</Worded>
            </p>
          )}
          {group.options.map((option) => {
            const id = `${baseId}-${option.id}`;
            const set = (value: string) => onChange({ ...choices, [option.id]: value });
            return (
              <div className="field" key={option.id}>
                <label className="field__label" htmlFor={id}>
                  {named(option.name)}
                  {option.type === 'input' && price(option.price_tax_included)}
                </label>
                {option.type === 'select' ? (
                  <select
                    id={id}
                    className="input select"
                    value={choices[option.id] ?? ''}
                    onChange={(event) => set(event.target.value)}
                  >
                    <option value="">{t('cart.options.choose')}</option>
                    {option.selects?.map((choice) => (
                      // An option holds text only: 'Loading…' stands for the name meanwhile.
                      <option key={choice.id} value={choice.id}>
                        {wordingPending ? t('common.loading') : choice.name}
                        {price(choice.price_tax_included)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    className="input"
                    maxLength={option.max_length}
                    value={choices[option.id] ?? ''}
                    onChange={(event) => set(event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
