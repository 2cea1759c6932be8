import { categories, type Category } from './categories';
import { certifications, type Certification } from './certifications';
import { generateContents, generateNews, type Content, type News } from './contents';
import { createRng } from './prng';
import { generateProducts, type Product } from './products';
import { demoBuyerReviews, generateReviews, type Review } from './reviews';
import { supplierProfileFacts } from './supplier-profile';
import { generateSuppliers, type Supplier } from './suppliers';

/** The immutable catalogue every mock instance starts from. */
export type Seed = {
  suppliers: Supplier[];
  products: Product[];
  categories: readonly Category[];
  certifications: readonly Certification[];
  contents: Content[];
  news: News[];
  reviews: Review[];
};

export const defaultSeed = 20260401;
export const defaultProductCount = 4200;

const cache = new Map<string, Seed>();

/** Same seed, same data, every run (mulberry32); builds afresh on every call. */
export const buildSeed = (seed = defaultSeed, productCount = defaultProductCount): Seed => {
  const rng = createRng(seed);
  const suppliers = generateSuppliers(rng);
  const products = generateProducts(rng, suppliers, productCount);
  const bySupplier = new Map<string, Product[]>();
  for (const p of products) {
    const id = String(p.custom.product_company_id);
    bySupplier.set(id, [...(bySupplier.get(id) ?? []), p]);
  }
  for (const s of suppliers) {
    const own = bySupplier.get(s.id) ?? [];
    s.product_count = own.length;
    Object.assign(s, supplierProfileFacts(s, own));
  }
  const contents = generateContents(rng, products);
  const reviews = generateReviews(rng, products);
  return {
    suppliers,
    products,
    categories,
    certifications,
    contents,
    news: generateNews(),
    reviews: [...reviews, ...demoBuyerReviews(products, reviews.length + 1)],
  };
};

/**
 * Cached per (seed, count): the seed is never mutated, so several mock apps in one test process
 * share it. Stateful data lives in state/.
 */
export const generateSeed = (seed = defaultSeed, productCount = defaultProductCount): Seed => {
  const key = `${seed}:${productCount}`;
  const hit = cache.get(key) ?? buildSeed(seed, productCount);
  cache.set(key, hit);
  return hit;
};
