import { z } from 'zod';
import {
  choiceField,
  emailField,
  formMessage,
  textField,
  type Language,
} from '@kakehashi/contracts/web';
import { maxProposedTimes, type RequestKind } from './request-kinds';
import { wallTimeToInstant } from './meeting-time';
import { quoteFieldsSchema, type QuoteFormValues, type QuoteTexts } from './quote-form';

export type ProposedTime = { date: string; time: string };
export type RequestFormValues = {
  name: string;
  email: string;
  emailConfirmation: string;
  title: string;
  text: string;
  /** '' until chosen, then 'online' or 'in_person'. */
  style: string;
  attendees: string;
  schedule: { timeZone: string; times: ProposedTime[] };
  quote: QuoteFormValues;
};

type Texts = {
  labels: Record<
    'name' | 'email' | 'emailConfirmation' | 'subject' | 'message' | 'style' | 'attendees',
    string
  >;
  timeRequired: string;
  timePair: string;
  timePast: string;
  quote: QuoteTexts;
};

/**
 * The request form's rules (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests): every field required,
 * the email twice and equal; a meeting request also needs its format, attendees and at least
 * one proposed time, each a whole date and time in the future in the buyer's zone. A quote
 * request (docs/rules/trade-desk.md#quote-requests) has no subject, an optional message and its
 * terms, the quantity at least the chosen variation's MOQ (`moqOf`), the variation one of `skuIds` where there are
 * more than one.
 */
export const requestFormSchema = (
  lang: Language,
  kind: RequestKind,
  texts: Texts,
  now: () => number,
  moqOf: (skuId: string) => number | undefined = () => undefined,
  skuIds?: readonly string[],
) => {
  const { labels } = texts;
  const meeting = kind.form === 'meeting';
  const quote = kind.form === 'quote';
  const notRequired = z.string();
  return z
    .object({
      name: textField({ lang, label: labels.name, max: 100 }),
      email: emailField({ lang, label: labels.email }),
      emailConfirmation: emailField({ lang, label: labels.emailConfirmation }),
      title: quote ? notRequired : textField({ lang, label: labels.subject, max: 200 }),
      text: textField({
        lang,
        label: labels.message,
        max: quote ? 3000 : 5000,
        multiline: true,
        required: !quote,
      }),
      style: meeting ? choiceField({ lang, label: labels.style }) : notRequired,
      attendees: meeting ? textField({ lang, label: labels.attendees, max: 500 }) : notRequired,
      schedule: z
        .object({
          timeZone: z.string(),
          times: z.array(z.object({ date: z.string(), time: z.string() })).max(maxProposedTimes),
        })
        .superRefine(({ timeZone, times }, ctx) => {
          if (!meeting) return;
          let complete = 0;
          times.forEach(({ date, time }, i) => {
            if (!date && !time) return;
            const field = date ? 'time' : 'date';
            if (!date || !time)
              return ctx.addIssue({
                code: 'custom',
                path: ['times', i, field],
                message: texts.timePair,
              });
            const instant = wallTimeToInstant(date, time, timeZone);
            if (!instant || instant.getTime() <= now())
              return ctx.addIssue({
                code: 'custom',
                path: ['times', i, 'date'],
                message: texts.timePast,
              });
            complete += 1;
          });
          if (complete === 0 && times.every((t) => !t.date && !t.time))
            ctx.addIssue({
              code: 'custom',
              path: ['times', 0, 'date'],
              message: texts.timeRequired,
            });
        }),
      quote: quote ? quoteFieldsSchema(lang, texts.quote, moqOf, now, skuIds) : z.unknown(),
    })
    .superRefine((form, ctx) => {
      if (form.email !== form.emailConfirmation)
        ctx.addIssue({
          code: 'custom',
          path: ['emailConfirmation'],
          message: formMessage(lang, 'mismatch', { label: labels.email }),
        });
    });
};
