import { z } from 'zod';
import { choiceField, textField } from '../validation/fields';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, reviewRatings } from './review-content';
import type { Language } from '../bff/language';

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
export const reviewFormSchema = (lang: Language) =>
  z.object({
    rating: choiceField({ lang, label: labels.rating[lang] }, (v) =>
      (reviewRatings as readonly number[]).includes(Number(v)),
    ).transform(Number),
    title: textField({ lang, label: labels.title[lang], max: REVIEW_TITLE_MAX }),
    body: textField({ lang, label: labels.body[lang], max: REVIEW_BODY_MAX, multiline: true }),
  });
export type ReviewFormInput = z.input<ReturnType<typeof reviewFormSchema>>;
export type ReviewFormValues = z.output<ReturnType<typeof reviewFormSchema>>;
