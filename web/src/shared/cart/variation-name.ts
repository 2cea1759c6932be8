import {
  factSeparator,
  labelled,
  skuVariations,
  variationParts,
  variationText,
} from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

// 'Net weight: 500g' / 「内容量：500g」 and ' · ' / 「・」: the contracts' punctuation, which the BFF's
// mails use too.
export { labelled, factSeparator };

/**
 * After a label that ends in a colon and before its value set apart in markup ('Order number: '
 * then <strong>): a space in English, none after Japanese 「：」 (「注文番号：KK00000052」).
 */
export const afterLabel = (locale: Locale): string => (locale === 'jp' ? '' : ' ');

/** Between the values of one list: ', ' in English, 「、」 in Japanese. */
export const listSeparator = (locale: Locale): string => (locale === 'jp' ? '、' : ', ');

/**
 * A SKU named by what differs (UI.md "Prices, quantities and rules"): "Net weight: 500g",
 * "Colour: indigo" / 「内容量：500g」 in the page language; the SKU code only when the upstream
 * says nothing else.
 */
export const variationName = (
  sku: { code?: string; id: string; variation?: unknown },
  locale: Locale,
): string => variationText(sku.variation, locale) ?? sku.code ?? sku.id;

/**
 * A product's SKUs as its variation select offers them (UI.md "Prices, quantities and rules"):
 * what differs is said once, as the select's label ('Net weight' / 「内容量」, 'Colour · Size'),
 * and each option holds only its value ('250g', 'Indigo · M'), so a narrow column (the comparison
 * at 390 px) shows the value whole instead of a repeated name cut off before it. Where the SKUs
 * do not share their variations' names (or one is unnamed) there is no common label and each
 * option keeps its whole name (variationName).
 */
export const variationChoice = (
  skus: { code?: string; id: string; variation?: unknown }[],
  locale: Locale,
): { label?: string; options: { id: string; name: string }[] } => {
  const partsOf = skus.map((sku) => variationParts(sku.variation, locale));
  const namesOf = (parts: { name?: string }[]) => parts.map((p) => p.name ?? '');
  const first = namesOf(partsOf[0] ?? []);
  const shared =
    first.length > 0 &&
    first.every((name) => name !== '') &&
    partsOf.every((parts) => namesOf(parts).join('\n') === first.join('\n'));
  if (!shared) return { options: skus.map((s) => ({ id: s.id, name: variationName(s, locale) })) };
  return {
    label: first.join(factSeparator(locale)),
    options: skus.map((s, i) => ({
      id: s.id,
      name: (partsOf[i] ?? []).map((p) => p.value).join(factSeparator(locale)),
    })),
  };
};

/** Whether the upstream names the SKU's variation at all (else the code is all there is). */
export const hasVariation = (sku: { variation?: unknown }): boolean =>
  skuVariations(sku.variation).length > 0;

type ChosenOption = {
  item_option_id: string;
  selects?: { id: string }[];
  inputs?: { input_value: string }[];
};
type OptionGroupNames = {
  options: { id: string; name: string; selects?: { id: string; name: string }[] }[];
};

/**
 * Chosen options by name, a cart line's or the order's own (site options), e.g. "Wrapping:
 * Premium furoshiki · Engraving: K. Sato" / 「包装：風呂敷・名入れ：K. Sato」.
 */
export const optionText = (
  chosen: { options: ChosenOption[]; option_group?: OptionGroupNames | null },
  locale: Locale,
) =>
  chosen.options
    .map((picked) => {
      const option = chosen.option_group?.options.find((o) => o.id === picked.item_option_id);
      const values = [
        ...(picked.selects ?? []).map(
          (s) => option?.selects?.find((choice) => choice.id === s.id)?.name ?? s.id,
        ),
        ...(picked.inputs ?? []).map((i) => i.input_value),
      ];
      return labelled(
        option?.name ?? picked.item_option_id,
        values.join(listSeparator(locale)),
        locale,
      );
    })
    .join(factSeparator(locale));
