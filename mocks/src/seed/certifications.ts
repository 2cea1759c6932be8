import type { BusinessType } from './categories';

/**
 * Certifications a product may carry (cettifications / cettificationsJapan,
 * docs/rules/lists-and-requests.md#product-detail-labels).
 */
export type Certification = {
  code: string;
  name: string;
  name_en: string;
  kind: 'international' | 'japan';
  applies_to: readonly BusinessType[];
};

const c = (
  code: string,
  name: string,
  name_en: string,
  kind: Certification['kind'],
  applies_to: readonly BusinessType[],
): Certification => ({ code, name, name_en, kind, applies_to });

export const certifications: readonly Certification[] = [
  c('haccp', 'HACCP', 'HACCP', 'international', ['food']),
  c('iso22000', 'ISO 22000', 'ISO 22000', 'international', ['food']),
  c('fssc22000', 'FSSC 22000', 'FSSC 22000', 'international', ['food']),
  c('halal', 'ハラール', 'Halal', 'international', ['food', 'goods']),
  c('kosher', 'コーシャ', 'Kosher', 'international', ['food']),
  c('usda_organic', 'USDA オーガニック', 'USDA Organic', 'international', ['food']),
  c('eu_organic', 'EU 有機', 'EU Organic', 'international', ['food']),
  c('globalgap', 'GLOBALG.A.P.', 'GLOBALG.A.P.', 'international', ['food']),
  c('brcgs', 'BRCGS', 'BRCGS', 'international', ['food']),
  c('vegan', 'ヴィーガン認証', 'Vegan Certified', 'international', ['food', 'goods']),
  c('iso9001', 'ISO 9001', 'ISO 9001', 'international', ['goods', 'machines', 'food']),
  c('iso14001', 'ISO 14001', 'ISO 14001', 'international', ['goods', 'machines']),
  c('ce', 'CE マーキング', 'CE Marking', 'international', ['machines']),
  c('jas_organic', '有機JAS', 'JAS Organic', 'japan', ['food']),
  c('jfs_b', 'JFS-B 規格', 'JFS-B Standard', 'japan', ['food']),
  c('gi', '地理的表示（GI）', 'Geographical Indication (GI)', 'japan', ['food']),
  c('tokubetsu_saibai', '特別栽培農産物', 'Specially Cultivated Produce', 'japan', ['food']),
  c('densan', '伝統的工芸品', 'Traditional Craft of Japan', 'japan', ['goods', 'other']),
  c('ecomark', 'エコマーク', 'Eco Mark', 'japan', ['goods']),
  c('jis', 'JISマーク', 'JIS Mark', 'japan', ['goods', 'machines']),
  c('good_design', 'グッドデザイン賞', 'Good Design Award', 'japan', ['goods', 'machines']),
  c('pse', 'PSEマーク', 'PSE Mark', 'japan', ['machines']),
];
