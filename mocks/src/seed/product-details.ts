import { certifications, fitsKind, type Certification } from './certifications';
import type { BusinessType } from './categories';
import { productKinds, type ProductKind } from './product-kinds';
import { createRng, type Rng } from './prng';
import type { Supplier } from './suppliers';
import { factText, hashtagText } from './fact-words';
import { multilingual } from '../http/multilingual';
import { awards, colors, countries, languages } from './words';

/** JAN (EAN-13) with a valid check digit, Japanese prefix 45/49. */
const janCode = (rng: Rng): string => {
  const body = `${rng.pick(['45', '49'])}${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
};

/** Best-before buckets used by the search filter (docs/rules/search.md#filters). */
const bestBeforeBucket = (days: number | null): string => {
  if (days === null) return 'na';
  if (days <= 90) return 'within3m';
  if (days <= 180) return '3to6m';
  if (days <= 365) return '6to12m';
  return 'over1y';
};

/** Colour names, a list in each language ('藍, 白' / 'Indigo, White'). */
const colorText = (pairs: readonly (readonly [string, string])[]): string =>
  multilingual(pairs.map((c) => c[0]).join(', '), pairs.map((c) => c[1]).join(', '));

const someCountries = (rng: Rng, p: number, max: number): string[] =>
  rng.chance(p) ? rng.sample(countries, rng.int(1, max)) : [];

/**
 * The certifications a supplier holds: those that fit what it makes (its category), a few of them,
 * drawn from a random stream of its own (seeded by its id) so the catalogue's main stream is
 * unchanged. Its products carry some of these, never another's, so its page lists what it makes.
 */
const heldBySupplier = new Map<string, Certification[]>();
export const heldCertifications = (
  supplier: Pick<Supplier, 'id' | 'main_category'>,
): Certification[] => {
  const known = heldBySupplier.get(supplier.id);
  if (known) return known;
  const own = productKinds.filter((k) => k.category === supplier.main_category);
  const fitting = certifications.filter((c) => own.some((k) => fitsKind(c, k)));
  const rng = createRng(Number(supplier.id) * 104_723 + 1);
  const intl = fitting.filter((c) => c.kind === 'international');
  const jp = fitting.filter((c) => c.kind === 'japan');
  const held = [
    ...rng.sample(intl, intl.length > 0 ? rng.int(1, Math.min(3, intl.length)) : 0),
    ...rng.sample(jp, rng.int(0, Math.min(2, jp.length))),
  ];
  heldBySupplier.set(supplier.id, held);
  return held;
};

/**
 * How many draws a product's certifications took from the main stream when every certification
 * of its business type could be drawn (international, Japanese): a draw takes as many now, whatever
 * fewer fit, so every later value of the seed (prices, MOQs, sale periods) is unchanged.
 */
const drawsBefore: Record<BusinessType, Record<Certification['kind'], number>> = {
  food: { international: 11, japan: 4 },
  goods: { international: 4, japan: 4 },
  machines: { international: 3, japan: 3 },
  other: { international: 0, japan: 1 },
};

const drawCertifications = (
  rng: Rng,
  list: readonly Certification[],
  count: number,
  before: number,
): string[] => {
  const draws = Math.min(count, before);
  const out = rng.sample(list, draws);
  for (let i = out.length; i < draws; i += 1) rng.next();
  return out.map((c) => c.code);
};

/**
 * Every product-detail label of docs/rules/lists-and-requests.md#product-detail-labels, coherent
 * with the kind and the supplier.
 */
export const productDetails = (
  rng: Rng,
  kind: ProductKind,
  supplier: Supplier,
  retailPrice: number,
  amount: number,
): Record<string, unknown> => {
  const certs = heldCertifications(supplier).filter((c) => fitsKind(c, kind));
  const before = drawsBefore[kind.businessType];
  const intl = certs.filter((c) => c.kind === 'international');
  const jp = certs.filter((c) => c.kind === 'japan');
  const bestBeforeDays = kind.bestBeforeDays ? rng.int(...kind.bestBeforeDays) : null;
  const perCase = kind.unit === 'pcs' ? rng.pick([1, 6, 10, 20]) : rng.pick([6, 12, 24]);
  const weight =
    kind.unit === 'g'
      ? amount + rng.int(10, 80)
      : kind.unit === 'ml'
        ? Math.round(amount * 1.6)
        : rng.int(150, 4000);
  const award = rng.chance(0.15) ? rng.pick(awards) : null;
  return {
    businessType: kind.businessType,
    retailPriceWotax: retailPrice,
    producingCountriesPref: multilingual(
      `日本・${supplier.prefecture}`,
      `${supplier.prefecture_en}, Japan`,
    ),
    // Countries are ISO 3166 codes; the web names them in the page language.
    producingCountriesRegions: 'JP',
    producingPref: supplier.prefecture_code,
    jancd:
      kind.businessType === 'food' || rng.chance(0.4)
        ? rng.chance(0.8)
          ? janCode(rng)
          : null
        : null,
    hscd: rng.chance(0.85) ? kind.hscd : null,
    oemAvailability: rng.pick(['yes', 'no', 'consult']),
    cettifications: drawCertifications(rng, intl, rng.int(0, 3), before.international),
    cettificationsOthers: rng.chance(0.1) ? factText('Prefectural quality mark') : '',
    cettificationsJapan: drawCertifications(rng, jp, rng.int(0, 2), before.japan),
    moq: rng.pick([1, 6, 12, 24, 50, 100]),
    temperatureRange: kind.temperature,
    alcoholPer: kind.alcohol ? rng.int(...kind.alcohol) : null,
    bestBeforeDate: bestBeforeBucket(bestBeforeDays),
    bestBeforeDays,
    quantityPerItem: amount,
    quantityPerItemUnit: kind.unit,
    weightPerItem: weight,
    sizePerItem: `${rng.int(5, 40)} x ${rng.int(5, 40)} x ${rng.int(3, 40)} cm`,
    weightPerCase: weight * perCase + rng.int(200, 900),
    sizePerCase: `${rng.int(30, 80)} x ${rng.int(20, 60)} x ${rng.int(20, 50)} cm`,
    quantityPerCase: perCase,
    otherProductFeatures: factText(
      rng.pick(['Gift box available', 'Recyclable packaging', 'Custom labels on request', '']),
    ),
    materials: factText(kind.materials),
    exportExperienceCountriesRegions: someCountries(rng, 0.55, 4),
    overseasDistributorsCountriesRegions: someCountries(rng, 0.35, 3),
    forcusCountriesRegions: someCountries(rng, 0.7, 4),
    contentSoldRegions: kind.video ? someCountries(rng, 0.8, 5) : [],
    awardsJp: award ? award[0] : '',
    awardsEn: award ? award[1] : '',
    colorVariation: kind.unit === 'pcs' && !kind.video ? colorText(rng.sample(colors, 2)) : '',
    allergy: factText(kind.allergy ?? ''),
    saleableRights: kind.video
      ? factText(rng.pick(['Worldwide, all media', 'Asia, TV and VOD', 'Excluding Japan, VOD']))
      : '',
    youtubeUrl:
      rng.chance(0.25) || kind.video
        ? `https://www.youtube.com/watch?v=${supplier.code}${rng.int(100, 999)}`
        : null,
    otherUrl1: rng.chance(0.3) ? `${supplier.website}/products/${kind.key}` : null,
    otherUrl2: rng.chance(0.1) ? `${supplier.website}/catalogue.pdf` : null,
    frontRemarks1: hashtagText(supplier.hashtags),
    frontRemarks2: rng.chance(0.3) ? factText('Samples available') : '',
    product_company_id: supplier.id,
    supplier_name_jp: supplier.name,
    supplier_name_en: supplier.name_en,
    ...(kind.video ? videoWork(rng) : {}),
  };
};

/** Video-work fields (docs/rules/lists-and-requests.md#video-works). */
const videoWork = (rng: Rng): Record<string, unknown> => {
  const status = rng.pick(['completed', 'in_production', 'planned']);
  const year = rng.int(2012, 2025);
  return {
    videoWorkType: rng.pick(['documentary', 'animation', 'drama', 'travel']),
    videoWorkLength: rng.pick([24, 45, 52, 90, 110]),
    videoWorkStatus: status,
    yearOfProduction: status === 'completed' ? year : null,
    plannedProductionYear: status === 'completed' ? null : rng.int(2026, 2028),
    originalLanguage: factText('Japanese'),
    typeOfSubtitles: rng.pick(['open', 'closed', 'none']),
    subtitleLanguage: rng.sample(languages.slice(1), 2).map(factText),
    dubbingLanguage: rng.chance(0.3) ? [factText('English')] : [],
    filmarksUrl: `https://filmarks.com/movies/${rng.int(10000, 99999)}`,
    imdb: `https://www.imdb.com/title/tt${rng.int(1000000, 9999999)}/`,
    videoWorkEtc: factText(rng.pick(['4K master available', 'Festival selection', ''])),
    trailerVideoUrl: `https://www.youtube.com/watch?v=trailer${rng.int(1000, 9999)}`,
    embeddedHtml: '<iframe title="trailer" src="https://www.youtube.com/embed/trailer"></iframe>',
  };
};
