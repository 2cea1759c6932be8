import { z } from 'zod';
import {
  choiceField,
  emailField,
  formMessage,
  textField,
  type ContactInquiryType,
  type Language,
} from '@kakehashi/contracts/web';

export type ContactFormValues = {
  /** '' until chosen. */
  type: ContactInquiryType | '';
  name: string;
  company: string;
  email: string;
  emailConfirmation: string;
  title: string;
  text: string;
};

export type ContactLabels = Record<
  'type' | 'name' | 'company' | 'email' | 'emailConfirmation' | 'title' | 'text',
  string
>;

/**
 * The contact form's rules (docs/rules/site-and-pages.md#contact): type, name, subject, email
 * (twice, equal) and message required, the company optional; bounds as the upstream's
 * `inquiries/put` contract has them.
 */
export const contactFormSchema = (lang: Language, labels: ContactLabels) =>
  z
    .object({
      type: choiceField({ lang, label: labels.type }),
      name: textField({ lang, label: labels.name, max: 100 }),
      company: textField({ lang, label: labels.company, max: 200, required: false }),
      email: emailField({ lang, label: labels.email }),
      emailConfirmation: emailField({ lang, label: labels.emailConfirmation }),
      title: textField({ lang, label: labels.title, max: 200 }),
      text: textField({ lang, label: labels.text, max: 5000, multiline: true }),
    })
    .superRefine((form, ctx) => {
      if (form.email !== form.emailConfirmation)
        ctx.addIssue({
          code: 'custom',
          path: ['emailConfirmation'],
          message: formMessage(lang, 'mismatch', { label: labels.email }),
        });
    });
