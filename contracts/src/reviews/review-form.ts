import { z } from 'zod';
import { formMessage, type FormLanguage } from '../validation/messages';
import { textField } from '../validation/fields';

/**
 * docs/rules/reviews-and-notifications.md#writing-a-review: a review is a rating of one to five
 * stars, a title and a body. The same bounds hold for the upstream request and the form.
 */
export const reviewRatings = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;

/** The rating, title and body as the upstream takes them (trimmed, within the bounds). */
export const reviewContentSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
  body: z.string().trim().min(1).max(REVIEW_BODY_MAX),
});

const labels = {
  rating: { en: 'Rating', jp: '評価' },
  title: { en: 'Title', jp: 'タイトル' },
  body: { en: 'Review', jp: 'レビュー本文' },
} as const;

/**
 * The review form for a page language: the rating is picked from the stars (kept as a string by
 * the radio inputs, '' while none is picked), title and body are trimmed text with the form
 * messages of docs/rules/accounts.md#form-messages.
 */
export const reviewFormSchema = (lang: FormLanguage) =>
  z.object({
    rating: z
      .string()
      .refine((v) => (reviewRatings as readonly number[]).includes(Number(v)), {
        message: formMessage(lang, 'selectRequired', { label: labels.rating[lang] }),
      })
      .transform(Number),
    title: textField({ lang, label: labels.title[lang], max: REVIEW_TITLE_MAX }),
    body: textField({ lang, label: labels.body[lang], max: REVIEW_BODY_MAX }),
  });
export type ReviewFormInput = z.input<ReturnType<typeof reviewFormSchema>>;
export type ReviewFormValues = z.output<ReturnType<typeof reviewFormSchema>>;
