import { buildSeed, generateSeed } from '../seed/index';
import { regions } from '../seed/prefectures';

const labels =
  'businessType retailPriceWotax producingCountriesPref producingCountriesRegions producingPref jancd hscd oemAvailability cettifications cettificationsOthers cettificationsJapan moq temperatureRange alcoholPer bestBeforeDate quantityPerItem quantityPerItemUnit weightPerItem sizePerItem weightPerCase sizePerCase quantityPerCase otherProductFeatures materials exportExperienceCountriesRegions overseasDistributorsCountriesRegions forcusCountriesRegions contentSoldRegions awardsJp awardsEn colorVariation allergy description saleableRights youtubeUrl otherUrl1 otherUrl2 frontRemarks1 frontRemarks2'.split(
    ' ',
  );
const videoLabels =
  'videoWorkType videoWorkLength videoWorkStatus yearOfProduction plannedProductionYear originalLanguage typeOfSubtitles subtitleLanguage dubbingLanguage filmarksUrl imdb videoWorkEtc trailerVideoUrl embeddedHtml'.split(
    ' ',
  );
const filled = (v: unknown): boolean =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

describe('seed', () => {
  const seed = generateSeed();

  it('builds the same data twice from the same seed number, independently', () => {
    const first = buildSeed(20260401, 300);
    const second = buildSeed(20260401, 300);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it('builds different products and suppliers from a different seed number', () => {
    const first = buildSeed(20260401, 300);
    const other = buildSeed(7, 300);
    expect(other.products.map((p) => p.name)).not.toEqual(first.products.map((p) => p.name));
    expect(other.suppliers.map((s) => s.name)).not.toEqual(first.suppliers.map((s) => s.name));
  });

  it('serves the cached seed equal to a freshly built one', () => {
    expect(generateSeed(20260401, 300)).toEqual(buildSeed(20260401, 300));
  });

  it('has at least 150 suppliers covering all 47 prefectures and 8 regions, bilingual', () => {
    expect(seed.suppliers.length).toBeGreaterThanOrEqual(150);
    expect(new Set(seed.suppliers.map((s) => s.prefecture_code)).size).toBe(47);
    expect(new Set(seed.suppliers.map((s) => s.region_code))).toEqual(
      new Set(regions.map((r) => r.code)),
    );
    expect(seed.suppliers.every((s) => s.name && s.name_en && s.product_count > 0)).toBe(true);
    expect(new Set(seed.suppliers.map((s) => s.business_type)).size).toBe(4);
  });

  it('has at least 1,500 bilingual products with every detail label filled somewhere', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(1500);
    expect(
      seed.products.every(
        (p) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(p.name) && /^[\x20-\x7e]+$/.test(p.name_en),
      ),
    ).toBe(true);
    for (const label of [...labels, ...videoLabels]) {
      expect([label, seed.products.some((p) => filled(p.custom[label]))]).toEqual([label, true]);
    }
  });

  it('has video works, a category tree, certifications of both kinds, 12+ specials, 24+ newsletters and catalogues', () => {
    expect(seed.products.filter((p) => p.custom.videoWorkType).length).toBeGreaterThan(0);
    expect(seed.categories.filter((c) => c.parent_code === null).map((c) => c.code)).toEqual([
      'food',
      'goods',
      'machines',
      'other',
    ]);
    expect(new Set(seed.certifications.map((c) => c.kind))).toEqual(
      new Set(['international', 'japan']),
    );
    const count = (k: string) => seed.contents.filter((c) => c.classification === k).length;
    expect(count('special')).toBeGreaterThanOrEqual(12);
    expect(count('newsletter') + count('catalog')).toBeGreaterThanOrEqual(24);
    expect(
      new Set(
        seed.contents
          .filter((c) => c.classification === 'local_speciality')
          .map((c) => c.prefecture_code),
      ).size,
    ).toBe(47);
  });
});
