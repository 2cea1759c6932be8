import type { BusinessType } from './categories';
import { foodKinds } from './food-kinds';
import { goodsKinds } from './goods-kinds';

/**
 * What a product is: the word lists behind realistic Japanese export goods. Each kind carries
 * its category, HS code, temperature, unit and price range, so generated details stay coherent.
 */
export type ProductKind = {
  key: string;
  category: string;
  businessType: BusinessType;
  name: string;
  name_en: string;
  hscd: string;
  temperature: 'dry' | 'refrigerated' | 'frozen';
  unit: 'ml' | 'g' | 'pcs';
  amounts: readonly number[];
  price: readonly [number, number];
  alcohol?: readonly [number, number];
  bestBeforeDays?: readonly [number, number];
  materials: string;
  allergy?: string;
  video?: boolean;
};

export const productKinds: readonly ProductKind[] = [...foodKinds, ...goodsKinds];
