import { generateSeed } from '../seed';
import { certifications } from '../seed/certifications';

const seed = generateSeed();
const productsOf = (supplierId: string) =>
  seed.products.filter((p) => String(p.custom.product_company_id) === supplierId);
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

describe('seed data a buyer can trust (issue 25, "Finish")', () => {
  it('taxes alcoholic drinks at 10 %, other food at the reduced 8 %', () => {
    const alcohol = seed.products.filter((p) => Number(p.custom.alcoholPer) > 0);
    expect(alcohol.length).toBeGreaterThan(20);
    for (const p of alcohol) {
      expect(p.tax_rate).toBe(10);
      for (const sku of p.skus) expect(sku.price_tax_included).toBe(Math.round(sku.price * 1.1));
    }
    const food = seed.products.filter(
      (p) => p.category_codes.includes('food') && !(Number(p.custom.alcoholPer) > 0),
    );
    expect(food.length).toBeGreaterThan(100);
    expect(food.every((p) => p.tax_rate === 8)).toBe(true);
  });

  it('names companies "… Co., Ltd." once, never "Co. Co., Ltd."', () => {
    const names = [
      ...seed.suppliers.map((s) => s.name_en),
      ...seed.products.map((p) => String(p.custom.supplier_name_en ?? '')),
    ];
    expect(names.filter((name) => /Co\.\s+Co\./.test(name))).toEqual([]);
    expect(seed.suppliers.some((s) => s.name_en.endsWith(' Tea Co., Ltd.'))).toBe(true);
  });

  it('shows only fitting products in a special: no machines in "Winter Hot Pot"', () => {
    const hotPot = seed.contents.find((c) => c.title_en === 'Winter Hot Pot');
    const items = hotPot!.item_ids.map((id) => seed.products.find((p) => p.id === id)!);
    expect(items).toHaveLength(10);
    expect(items.every((p) => p.category_codes.includes('food'))).toBe(true);
    const knives = seed.contents.find((c) => c.title_en === 'Artisan Knives');
    const knifeItems = knives!.item_ids.map((id) => seed.products.find((p) => p.id === id)!);
    expect(knifeItems.every((p) => p.category_codes.includes('goods-tools'))).toBe(true);
  });

  it('gives each supplier its profile facts from its own products', () => {
    const known = new Set(certifications.map((c) => c.code));
    for (const s of seed.suppliers) {
      const own = productsOf(s.id);
      const certs = new Set(
        own.flatMap((p) => [
          ...listOf(p.custom.cettifications),
          ...listOf(p.custom.cettificationsJapan),
        ]),
      );
      expect(new Set(s.certifications)).toEqual(certs);
      expect(s.certifications.every((code) => known.has(code))).toBe(true);
      const exported = new Set(
        own.flatMap((p) => listOf(p.custom.exportExperienceCountriesRegions)),
      );
      expect(new Set(s.export_countries)).toEqual(exported);
      expect(s.region_en).not.toBe('');
    }
    const measured = seed.suppliers.filter((s) => s.response_rate !== undefined);
    expect(measured.length).toBeGreaterThan(seed.suppliers.length / 2);
    expect(measured.length).toBeLessThan(seed.suppliers.length);
    expect(measured.every((s) => s.response_rate! <= 100 && s.response_hours! > 0)).toBe(true);
  });
});
