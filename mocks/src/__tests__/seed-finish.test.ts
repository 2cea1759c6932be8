import { generateSeed } from '../seed';
import { categories } from '../seed/categories';
import { categoriesOf, certifications, fitsKind } from '../seed/certifications';

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

  describe('certifications that fit what is sold (a wagyu sirloin was "Vegan Certified")', () => {
    const certsOf = (p: (typeof seed.products)[number]) => [
      ...listOf(p.custom.cettifications),
      ...listOf(p.custom.cettificationsJapan),
    ];
    const carrying = (category: string, codes: string[]) =>
      seed.products
        .filter((p) => p.category_codes.includes(category))
        .filter((p) => certsOf(p).some((code) => codes.includes(code)))
        .map((p) => `${p.code} ${p.name_en}: ${certsOf(p).join(', ')}`);
    const grown = ['vegan', 'usda_organic', 'eu_organic', 'jas_organic', 'tokubetsu_saibai'];
    const machineMarks = ['iso9001', 'iso14001', 'ce', 'jis', 'pse', 'good_design'];

    it('gives every category of food, goods and machines its certifications from its group', () => {
      const codes = new Set(categories.map((c) => c.code));
      const named = Object.values(categoriesOf).flat();
      expect(named.filter((code) => !codes.has(code))).toEqual([]);
      const subs = categories.filter((c) => c.parent_code !== null && c.business_type !== 'other');
      expect(subs.filter((c) => !named.includes(c.code)).map((c) => c.code)).toEqual([]);
      // every food takes the food-safety basics; a machine never takes a food mark
      const fitting = (category: string) =>
        certifications
          .filter((c) => fitsKind(c, { category, allergy: undefined, materials: '' }))
          .map((c) => c.code);
      for (const c of subs.filter((c) => c.business_type === 'food'))
        expect(fitting(c.code)).toEqual(expect.arrayContaining(['haccp', 'kosher']));
      expect(fitting('food-sake')).not.toContain('halal');
      expect(fitting('machines-agri')).toEqual(['iso9001', 'iso14001', 'ce', 'jis', 'good_design']);
    });

    it('puts no vegan or organic-produce mark on meat or fish', () => {
      expect(carrying('food-meat', grown)).toEqual([]);
      expect(carrying('food-seafood', grown)).toEqual([]);
    });

    it('puts no machine or management-system mark on food, no halal on sake', () => {
      expect(carrying('food', [...machineMarks, 'densan', 'ecomark'])).toEqual([]);
      expect(carrying('food-sake', ['halal'])).toEqual([]);
    });

    it('puts CE and PSE on machines only, and food-safety schemes on food only', () => {
      for (const root of ['goods', 'other']) expect(carrying(root, ['ce', 'pse'])).toEqual([]);
      for (const root of ['goods', 'machines', 'other'])
        expect(carrying(root, ['haccp', 'iso22000', 'fssc22000', 'jfs_b', 'gi'])).toEqual([]);
    });

    it('calls nothing with milk or fish in it vegan', () => {
      const animal = seed.products.filter((p) =>
        /milk|fish/i.test(JSON.stringify(p.custom.allergy ?? '')),
      );
      expect(animal.length).toBeGreaterThan(0);
      expect(animal.filter((p) => certsOf(p).includes('vegan')).map((p) => p.code)).toEqual([]);
    });

    it('calls a product 有機 / Organic only where it carries 有機JAS (Japan allows no other)', () => {
      const organic = seed.products.filter((p) => p.name.includes('有機'));
      expect(organic.length).toBeGreaterThan(0);
      expect(organic.every((p) => p.name_en.includes('Organic'))).toBe(true);
      expect(organic.filter((p) => !certsOf(p).includes('jas_organic')).map((p) => p.code)).toEqual(
        [],
      );
    });

    it("lists on a supplier's page a few certifications, all of the kind it makes", () => {
      const livestock = seed.suppliers.filter((s) => s.main_category === 'food-meat');
      expect(livestock.length).toBeGreaterThan(0);
      for (const s of livestock) {
        expect(s.certifications.filter((code) => grown.includes(code))).toEqual([]);
      }
      expect(seed.suppliers.filter((s) => s.certifications.length > 6).map((s) => s.id)).toEqual(
        [],
      );
      // a certification a supplier holds is on its products: the halal filter still finds some
      expect(seed.suppliers.some((s) => s.certifications.includes('halal'))).toBe(true);
      expect(seed.products.some((p) => certsOf(p).includes('gi'))).toBe(true);
    });
  });

  it('never lists two products of one supplier under one name, in either language', () => {
    const repeated = (name: (p: (typeof seed.products)[number]) => string) => {
      const seen = new Map<string, string>();
      const out: string[] = [];
      for (const p of seed.products) {
        const key = `${String(p.custom.product_company_id)} ${name(p)}`;
        const first = seen.get(key);
        if (first) out.push(`${first} and ${p.code}: ${name(p)}`);
        else seen.set(key, p.code);
      }
      return out;
    };
    expect(repeated((p) => p.name)).toEqual([]);
    expect(repeated((p) => p.name_en)).toEqual([]);
  });
});
