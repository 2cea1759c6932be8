import type { TFunction } from 'i18next';
import {
  formatNumber,
  offeredSkus,
  orderMinimum,
  type Language,
  type QuantitySku,
  type ItemDetail,
  type ProductDetails,
} from '@kakehashi/contracts/web';
import { retailLabel, retailQuantity } from '@/shared/catalog/retail-quantity';
import { countedInAll, countedWord, type CountedIn } from '@/shared/catalog/unit-of-sale';
import { asList, asText, asUrl, asYen, countryName, isGiven, type RawValue } from './fact-values';

/** One labelled fact of the detail page: text, a list (chips) or a link. */
export type Fact = {
  key: keyof ProductDetails & string;
  /** The key whose label the fact shows, where it is not its own (see numberedByGiven). */
  labelKey?: keyof ProductDetails & string;
  /** The label worded here, where it says more than its key's ('Retail price in Japan (120 g)'). */
  label?: string;
  value: string;
  list?: string[];
  /**
   * The list shown as chips even when it holds one entry: a certification is a mark, shown as
   * the product cards show it, so one looks the same as several.
   */
  chips?: boolean;
  href?: string;
  /**
   * Text the upstream words in the session language (docs/upstream.md#languages), shown loading
   * while it may be the language just left (useWordedInPageLanguage on the item's query).
   */
  sessionWorded?: true;
};
export type FactSection = {
  id: 'specifications' | 'export' | 'videoWork' | 'links';
  facts: Fact[];
};

/** What turns codes into names: certifications and prefectures come from the custom master. */
export type FactLookups = {
  t: TFunction;
  locale: Language;
  certificationName: (code: string) => string;
  prefectureName: (code: string | number) => string;
};

/** The labels as shown: the MOQ said "from" where the variations' minimums differ. */
type FactDetails = ProductDetails & { moqFrom?: boolean; moqCounted?: CountedIn };

type Formatter = (
  value: RawValue,
  details: FactDetails,
  lookups: FactLookups,
  item: ItemDetail,
) => Omit<Fact, 'key'>;

const text: Formatter = (v) => ({ value: asText(v) });
const list: Formatter = (v) => ({ value: asText(v), list: asList(v) });
const link: Formatter = (v) => {
  const href = asUrl(v);
  return href ? { value: href, href } : { value: asText(v) };
};
/** A code shown through its translation (`matching.values.<key>.<code>`), else as it is. */
const coded =
  (key: string): Formatter =>
  (v, _d, { t }) => ({
    value: t(`matching.values.${key}.${asText(v)}`, { defaultValue: asText(v) }),
  });
/** A number grouped by thousands (1,971), any other text as it is. */
const grouped = (v: RawValue, locale: Language): string =>
  typeof v === 'number' || /^\d+$/.test(asText(v)) ? formatNumber(Number(v), locale) : asText(v);
const unit =
  (key: string): Formatter =>
  (v, _d, { t, locale }) => ({ value: t(`matching.values.${key}`, { value: grouped(v, locale) }) });
/** Names listed in the page language's way: 香港、カナダ / Hong Kong, Canada. */
const listed = (names: string[], locale: Language): string =>
  names.join(locale === 'jp' ? '、' : ', ');
/** Country lists come as ISO 3166 codes, named in the page language (older data: names as given). */
const countries: Formatter = (v, _d, { locale }) => {
  const names = asList(v).map((country) => countryName(country, locale));
  return { value: listed(names, locale), list: names };
};
/** An award in the page language; the other language's only when that is all there is. */
const award =
  (own: Language): Formatter =>
  (v, d, { locale }) =>
    locale === own || !isGiven(own === 'jp' ? d.awardsEn : d.awardsJp)
      ? { value: asText(v) }
      : { value: '' };
/**
 * A remark of hashtags only ('#青森 #菓子 #オーガニック', the supplier's tags) shows as chips, as
 * the supplier page shows them: as text a narrow column broke a tag in the middle ('#' at a line's
 * end, 'オーガニック' on the next). Any other remark is text.
 */
const remarks: Formatter = (v) => {
  const tags = [
    ...new Set(
      asText(v)
        .split(/[\s\u3000]+/)
        .filter(Boolean),
    ),
  ];
  return tags.length > 0 && tags.every((tag) => /^[#＃][^#＃]+$/.test(tag))
    ? { value: asText(v), list: tags, chips: true }
    : { value: asText(v) };
};
const certs: Formatter = (v, _d, { certificationName, locale }) => {
  const names = asList(v).map(certificationName);
  return { value: listed(names, locale), list: names, chips: true };
};

/**
 * The sections of the detail page and the labels each shows, in reading order
 * (docs/rules/lists-and-requests.md#product-detail-labels).
 */
const layout: Record<FactSection['id'], [keyof ProductDetails & string, Formatter][]> = {
  specifications: [
    // One name per business type on every screen, the supplier filter's too (catalog strings).
    [
      'businessType',
      (v, _d, { t }) => ({
        value: t(`catalog.businessType.${asText(v)}`, { defaultValue: asText(v) }),
      }),
    ],
    // 'Retail price in Japan' / 「国内小売価格」 with the basis after the amount, as the price
    // block says it: '… (excl. tax)' in the label wrapped inside the label column at 1280 px
    // (docs/rules/lists-and-requests.md#product-detail-labels).
    // Labelled with the amount it is for where the variations are priced differently, as the
    // price block labels it ('Retail price in Japan (120 g)' beside a price for 250 g).
    [
      'retailPriceWotax',
      (v, _d, { locale, t }, item) => {
        const quantity = retailQuantity(item);
        return {
          value: t('price.retailAmount', { price: asYen(v, locale) }),
          ...(quantity && { label: retailLabel(quantity, t) }),
        };
      },
    ],
    // The free-text place of production only where the country and prefecture are not given as
    // codes: beside them it says the same thing a third time ("Kagoshima, Japan", "Japan",
    // "Kagoshima"; docs/rules/lists-and-requests.md#product-detail-labels).
    [
      'producingCountriesPref',
      (v, d) =>
        isGiven(d.producingCountriesRegions) || isGiven(d.producingPref)
          ? { value: '' }
          : { value: asText(v) },
    ],
    ['producingCountriesRegions', countries],
    ['producingPref', (v, _d, { prefectureName }) => ({ value: prefectureName(asText(v)) })],
    ['jancd', text],
    ['hscd', text],
    ['oemAvailability', coded('oemAvailability')],
    // Counted as the quantity stepper counts it, in the word of the price's unit where the
    // variations told about share one ("24 packs" / 「24パック」, docs/rules/cart-and-checkout.md#unit-price),
    // else in units as the product card counts it: "24 units" / 「24個」.
    // A number is the least the cart accepts (factSections put it there), "from" where the
    // variations' minimums differ; the supplier's own words stay as written.
    [
      'moq',
      (v, d, { t, locale }) =>
        /^\d+$/.test(asText(v))
          ? {
              value: t('matching.values.moqUnits', {
                count: Number(v),
                value: grouped(v, locale),
                unit: countedWord(t, d.moqCounted ?? 'unit', Number(v)),
                context: d.moqFrom ? 'from' : undefined,
              }),
            }
          : { value: asText(v) },
    ],
    ['temperatureRange', coded('temperatureRange')],
    ['alcoholPer', unit('alcohol')],
    [
      'bestBeforeDate',
      (v, d, { t, locale }) => {
        const bucket = t(`matching.values.bestBeforeDate.${asText(v)}`, {
          defaultValue: asText(v),
        });
        // The days in each language's own brackets: "3 to 6 months (120 days)", 「3〜6か月（120日）」.
        if (!isGiven(d.bestBeforeDays)) return { value: bucket };
        const days = grouped(d.bestBeforeDays, locale);
        return { value: t('matching.values.bestBeforeWithDays', { bucket, days }) };
      },
    ],
    [
      'quantityPerItem',
      (v, d, { t, locale }) => ({
        value: t(`matching.values.units.${asText(d.quantityPerItemUnit)}`, {
          value: grouped(v, locale),
          defaultValue: `${grouped(v, locale)} ${asText(d.quantityPerItemUnit)}`.trim(),
        }),
      }),
    ],
    ['weightPerItem', unit('grams')],
    ['sizePerItem', text],
    ['quantityPerCase', unit('pieces')],
    ['weightPerCase', unit('grams')],
    ['sizePerCase', text],
    ['materials', text],
    ['allergy', text],
    ['colorVariation', list],
    ['otherProductFeatures', text],
    ['awardsJp', award('jp')],
    ['awardsEn', award('en')],
    ['frontRemarks1', remarks],
    ['frontRemarks2', remarks],
  ],
  export: [
    ['cettifications', certs],
    ['cettificationsJapan', certs],
    ['cettificationsOthers', text],
    ['exportExperienceCountriesRegions', countries],
    ['overseasDistributorsCountriesRegions', countries],
    ['forcusCountriesRegions', countries],
    ['contentSoldRegions', countries],
    ['saleableRights', text],
  ],
  videoWork: [
    ['videoWorkType', coded('videoWorkType')],
    [
      'videoWorkLength',
      (v, _d, { t }) => ({ value: t('matching.values.minutes', { count: Number(v) || 0 }) }),
    ],
    ['videoWorkStatus', coded('videoWorkStatus')],
    ['yearOfProduction', text],
    ['plannedProductionYear', text],
    ['originalLanguage', text],
    ['typeOfSubtitles', coded('typeOfSubtitles')],
    ['subtitleLanguage', list],
    ['dubbingLanguage', list],
    ['filmarksUrl', link],
    ['imdb', link],
    ['trailerVideoUrl', link],
    ['videoWorkEtc', text],
  ],
  links: [
    ['youtubeUrl', link],
    ['otherUrl1', link],
    ['otherUrl2', link],
  ],
};

/**
 * The free texts the shop keeps in every language and the upstream answers in the session's only
 * (docs/upstream.md#languages): not the pairs the web picks by language (awards), the codes and
 * numbers it words itself, nor sizes, years and links, which read the same in both.
 */
const sessionWordedKeys = new Set<keyof ProductDetails & string>([
  'producingCountriesPref',
  'materials',
  'allergy',
  'colorVariation',
  'otherProductFeatures',
  'frontRemarks1',
  'frontRemarks2',
  'cettificationsOthers',
  'saleableRights',
  'originalLanguage',
  'subtitleLanguage',
  'dubbingLanguage',
  'videoWorkEtc',
]);

/** Labels numbered in the data's order ('Link 1', 'Link 2'), counted among the facts given. */
const numberedLabels: (keyof ProductDetails & string)[] = ['otherUrl1', 'otherUrl2'];

/**
 * Numbered facts are numbered among those shown: a product that gives only its second link shows
 * it as 'Link 1' / 「リンク1」, not as a 'Link 2' under which no 'Link 1' stands.
 */
const numberedByGiven = (facts: Fact[]): Fact[] => {
  let shown = 0;
  return facts.map((fact) => {
    if (!numberedLabels.includes(fact.key)) return fact;
    const labelKey = numberedLabels[shown++]!;
    return labelKey === fact.key ? fact : { ...fact, labelKey };
  });
};

/**
 * The MOQ a buyer reads is the least the cart accepts of the variations told about
 * (docs/rules/cart-and-checkout.md#quantity-bounds): an item or SKU minimum purchase above the
 * stated MOQ raises it, and one given only as a purchase minimum is an MOQ too. Text that is no
 * number stays the supplier's words.
 */
const withOrderMinimum = (item: ItemDetail, skus: readonly QuantitySku[]): FactDetails => {
  const details: ProductDetails = item.custom ?? {};
  const least = orderMinimum(item, skus);
  const stated = asText(details.moq);
  if (!least || (stated !== '' && !/^\d+$/.test(stated))) return details;
  if (least.min === 1 && !isGiven(details.moq)) return details;
  const moqCounted = countedInAll(item, skus as readonly { variation?: unknown }[]);
  return { ...details, moq: least.min, moqFrom: least.from, moqCounted };
};

/**
 * The facts of a product, by section, with every label the data does not give left out. The MOQ
 * is that of `skus`, the variation shown (the product page's chosen one); without them, of those
 * the buyer can order now, the lowest said as "from" where they differ.
 */
export const factSections = (
  item: ItemDetail,
  lookups: FactLookups,
  skus: readonly QuantitySku[] = offeredSkus(item, new Date()),
): FactSection[] => {
  const details = withOrderMinimum(item, skus);
  return (Object.keys(layout) as FactSection['id'][])
    .map((id) => ({
      id,
      facts: numberedByGiven(
        layout[id]
          .filter(([key]) => isGiven(details[key]))
          .map(([key, format]): Fact => ({
            key,
            ...format(details[key], details, lookups, item),
            ...(sessionWordedKeys.has(key) && { sessionWorded: true }),
          }))
          .filter((fact) => fact.value !== ''),
      ),
    }))
    .filter((section) => section.facts.length > 0);
};

/** The key facts beside the gallery (UI.md: the export facts at a glance). */
export const keyFactKeys = [
  'retailPriceWotax',
  'moq',
  'hscd',
  'jancd',
  'temperatureRange',
  'bestBeforeDate',
  'cettifications',
  'cettificationsJapan',
  'exportExperienceCountriesRegions',
] as const;

export const keyFacts = (sections: FactSection[]): Fact[] => {
  const all = new Map(sections.flatMap((s) => s.facts).map((f) => [f.key, f]));
  return keyFactKeys.flatMap((key) => all.get(key) ?? []);
};
