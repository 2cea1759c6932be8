import { z } from 'zod';
import { multiLine, singleLine } from '../validation/text';

/**
 * docs/rules/reviews-and-notifications.md#writing-a-review: a review is a rating of one to five
 * stars, a title and a body. The same bounds hold for the upstream request and the form; lengths
 * are characters (code points), as the form's text fields count them, so an emoji is one.
 */
export const reviewRatings = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;

/**
 * Trimmed text of one to `max` characters (code points, unlike zod's `.max()`): the title one
 * line, the body with its line breaks (docs/security.md#single-line-fields).
 */
const reviewText = (max: number, text: () => z.ZodString = singleLine) =>
  text()
    .trim()
    .min(1)
    .check((ctx) => {
      if ([...ctx.value].length > max)
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: ctx.value,
          message: `Too big: expected string to have <=${max} characters`,
        });
    });

/** The rating, title and body as the upstream takes them (trimmed, within the bounds). */
export const reviewContentSchema = z.object({
  rating: z
    .number()
    .int()
    .min(Math.min(...reviewRatings))
    .max(Math.max(...reviewRatings)),
  title: reviewText(REVIEW_TITLE_MAX),
  body: reviewText(REVIEW_BODY_MAX, multiLine),
});
