import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import {
  countryOptions,
  deliveryMonthChoices,
  formatNumber,
  moqUnit,
  quoteCurrencies,
  quoteUnits,
  tradeTerms,
} from '@kakehashi/contracts/web';
import type { RequestFormValues } from '../lib/request-form-schema';
import type { RequestTarget } from '../lib/use-request-target';
import { countedWord } from '@/shared/catalog/unit-of-sale';
import { useLocale } from '@/shared/i18n/i18n';
import { formatMonth, quoteUnitName } from '@/shared/trade-desk/quote-lines';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The terms of a quote request (docs/rules/trade-desk.md#quote-requests): the variation, where the
 * product has more than one, quantity and unit (in pieces, the MOQ's unit and the first offered,
 * named in the word the product's price names, at least the MOQ of the variation chosen, which the
 * hint names as the product page does), the Incoterms 2020 rule with what it means, where the
 * goods go, the target price, the delivery month and whether samples come first.
 */
export function QuoteFields({
  form,
  moqFor,
  countedFor,
  variations,
}: {
  form: UseFormReturn<RequestFormValues>;
  moqFor?: RequestTarget['moqFor'];
  countedFor?: RequestTarget['countedFor'];
  variations?: RequestTarget['variations'];
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, formState } = form;
  const errors = formState.errors.quote;
  const countries = useMemo(
    () => countryOptions(lang).map((c) => ({ value: c.code, label: c.name })),
    [lang],
  );
  const termError = errors?.tradeTerm?.message;
  // Named months ("March 2027", 「2027年3月」) instead of the browser's month input, whose format
  // is the browser's and which Firefox and Safari show as a plain text box.
  const months = useMemo(
    () =>
      deliveryMonthChoices(new Date()).map((month) => ({
        value: month,
        label: formatMonth(month, lang),
      })),
    [lang],
  );
  // The MOQ of the variation chosen (the lowest, "from", while none is), in the product page's
  // words and in the word its price names ('MOQ 12 packs' / 「最小発注数量 12パック」, as the
  // facts and the quantity box say it: docs/rules/cart-and-checkout.md#unit-price), 'units' /
  // 「個」 where the catalogue gives none. It is in pieces: in another unit it is named, not
  // checked (moqStanding).
  const unit = form.watch('quote.unit');
  const skuId = form.watch('quote.skuId');
  const counted = countedFor?.(skuId) ?? 'unit';
  const piecesWord = (count: number) => countedWord(t, counted, count);
  const moq = moqFor?.(skuId);
  const moqWord = moq && piecesWord(moq.min);
  const moqHint = !moq
    ? undefined
    : unit !== moqUnit
      ? t('trade.quote.moqOtherUnit', {
          moq: formatNumber(moq.min, lang),
          counted: moqWord,
          unit: t(`trade.units.${unit}`),
        })
      : t(moq.from ? 'trade.quote.moqFrom' : 'trade.quote.moq', {
          count: moq.min,
          unit: moqWord,
        });
  // A quantity still at the MOQ it started at (or still empty) follows the variation chosen, so
  // it never starts below the one the quote is for; one the buyer typed stays theirs.
  const least = moq?.min;
  const shownMoq = useRef(least);
  useEffect(() => {
    const previous = shownMoq.current;
    shownMoq.current = least;
    if (previous === least) return;
    const quantity = form.getValues('quote.quantity');
    if (quantity === '' || quantity === String(previous ?? ''))
      form.setValue('quote.quantity', least ? String(least) : '');
  }, [least, form]);

  return (
    <>
      <h2 className="form__section">{t('trade.quote.section')}</h2>
      {variations && (
        // Labelled and named as the product page's variation select ('Net weight': '120g'); half
        // the row on wide screens, as the name field above, since its values are short.
        <div className="field-row">
          <SelectField
            label={variations.label ?? t('trade.quote.variation')}
            registration={register('quote.skuId')}
            options={variations.options.map((option) => ({
              value: option.id,
              label: option.name,
            }))}
            error={errors?.skuId}
            required
            placeholder
            hint={t('trade.quote.variationHint')}
          />
          <span aria-hidden="true" />
        </div>
      )}
      <div className="field-row quote-quantity">
        <TextField
          label={t('trade.quote.quantity')}
          registration={register('quote.quantity')}
          error={errors?.quantity}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={moqHint}
        />
        <SelectField
          label={t('trade.quote.unit')}
          registration={register('quote.unit')}
          // Every unit in the plural, pieces in the price's word ('packs' / 「パック」).
          options={quoteUnits.map((unit) => ({
            value: unit,
            label: quoteUnitName(t, unit, 2, piecesWord),
          }))}
        />
      </div>
      <fieldset
        className={`fieldset field${termError ? ' field--invalid' : ''}`}
        aria-describedby={termError ? 'trade-term-error' : undefined}
      >
        <legend className="field__label">
          {t('trade.quote.tradeTerm')}
          <span className="field__required"> {t('form.requiredMark')}</span>
        </legend>
        <p className="field__hint">{t('trade.quote.tradeTermHint')}</p>
        <div className="term-choices">
          {tradeTerms.map((term) => (
            <label className="term-choice" key={term}>
              <input type="radio" value={term} {...register('quote.tradeTerm')} />
              <span className="term-choice__text">
                <span className="term-choice__name">
                  <strong>{term}</strong> {t(`trade.terms.${term}.name`)}
                </span>
                <span className="term-choice__explain">{t(`trade.terms.${term}.explain`)}</span>
              </span>
            </label>
          ))}
        </div>
        {termError && (
          <p className="field__error" id="trade-term-error">
            {termError}
          </p>
        )}
      </fieldset>
      <div className="field-row">
        <SelectField
          label={t('trade.quote.destinationCountry')}
          registration={register('quote.destinationCountry')}
          options={countries}
          error={errors?.destinationCountry}
          required
          placeholder
          autoComplete="country"
        />
        <TextField
          label={t('trade.quote.destinationPort')}
          registration={register('quote.destinationPort')}
          error={errors?.destinationPort}
          required
          hint={t('trade.quote.destinationPortHint')}
        />
      </div>
      <div className="field-row">
        <TextField
          label={t('trade.quote.targetPrice', { unit: quoteUnitName(t, unit, 1, piecesWord) })}
          registration={register('quote.targetPrice')}
          error={errors?.targetPrice}
          inputMode="decimal"
          autoComplete="off"
          hint={t('trade.quote.targetPriceHint')}
        />
        <SelectField
          label={t('trade.quote.currency')}
          registration={register('quote.currency')}
          options={quoteCurrencies.map((code) => ({ value: code, label: code }))}
        />
      </div>
      <div className="quote-month">
        <SelectField
          label={t('trade.quote.deliveryMonth')}
          registration={register('quote.deliveryMonth')}
          options={months}
          error={errors?.deliveryMonth}
          required
          placeholder
          hint={t('trade.quote.deliveryMonthHint')}
        />
      </div>
      <CheckboxField
        label={t('trade.quote.samplesWanted')}
        registration={register('quote.samplesWanted')}
      />
    </>
  );
}
