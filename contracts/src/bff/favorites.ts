import { z } from 'zod';
import { singleLine } from '../validation/text';

/** docs/rules/lists-and-requests.md#favourite-labels: a label is a short name on one line. */
export const favoriteLabelSchema = singleLine().trim().min(1).max(30);
/** At most this many labels on one favourite. */
export const maxFavoriteLabels = 10;

/**
 * `POST /api/member/favorite/labels`: the labels one favourite is filed under, all of them (an
 * empty list files it under none). Repeated names count once, so a double click cannot file a
 * product twice under the same label.
 */
export const favoriteLabelsBodySchema = z.object({
  skuId: z.string().trim().min(1).max(40),
  labels: z
    .array(favoriteLabelSchema)
    .max(maxFavoriteLabels)
    .transform((labels) => [...new Set(labels)]),
});
export type FavoriteLabelsBody = z.infer<typeof favoriteLabelsBodySchema>;

/** The favourite as filed now. */
export const favoriteLabelsDataSchema = z.object({
  skuId: z.string(),
  labels: z.array(z.string()),
});
export type FavoriteLabelsData = z.infer<typeof favoriteLabelsDataSchema>;
