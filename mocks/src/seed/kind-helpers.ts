import type { BusinessType } from './categories';
import type { ProductKind } from './product-kinds';

/** Builds a kind; the business type is the category's root. */
export const k = (
  key: string,
  category: string,
  name: string,
  name_en: string,
  rest: Omit<ProductKind, 'key' | 'category' | 'name' | 'name_en' | 'businessType'>,
): ProductKind => ({
  key,
  category,
  businessType: category.split('-')[0] as BusinessType,
  name,
  name_en,
  ...rest,
});

export const drink = { temperature: 'dry', unit: 'ml', amounts: [300, 720, 1800] } as const;
export const dryFood = { temperature: 'dry', unit: 'g' } as const;
export const craft = { temperature: 'dry', unit: 'pcs', amounts: [1, 2, 5] } as const;
export const machine = { temperature: 'dry', unit: 'pcs', amounts: [1] } as const;
