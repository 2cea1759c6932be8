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

/** How many looks (pack, colour, frame) the products of one kind are drawn in. */
export const productLooks = 48;

/**
 * The look of one product's pictures, from its id: products of one kind get different packs,
 * colours and frames, so a results page is not one picture twenty times.
 */
export const lookOf = (productId: number): number =>
  ((Math.imul(productId, 2654435761) >>> 0) % productLooks) + 1;

/** One product's picture in its look; variant 2 is the second gallery shot. */
export const productLookPath = (kindKey: string, look: number, variant: 1 | 2 = 1): string =>
  `${imagesMount}/products/${kindKey}-p${look}${variant === 2 ? '-2' : ''}.svg`;

/** An export catalogue issue's PDF (`catalog-2024-spring`), served beside the pictures. */
export const catalogueFilePath = (code: string): string => `${imagesMount}/catalogues/${code}.pdf`;
