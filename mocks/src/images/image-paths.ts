/**
 * Where the seed points its pictures: paths outside the API base path, served by the mock like
 * a CDN would (routes/images.ts). Seed and image catalogue share these so they cannot drift.
 */
export const imagesMount = '/images';

/** A product kind's picture; variant 2 is the second gallery shot. */
export const productImagePath = (kindKey: string, variant: 1 | 2 = 1): string =>
  `${imagesMount}/products/${kindKey}${variant === 2 ? '-2' : ''}.svg`;

/** A content banner: `newsletter-3`, `catalog-spring`, `special-1`, `pref-13`. */
export const contentImagePath = (name: string): string => `${imagesMount}/contents/${name}.svg`;
