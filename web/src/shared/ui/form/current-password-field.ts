import { z } from 'zod';
import { formMessage, type Language } from '@kakehashi/contracts/web';

/**
 * The current password that confirms a change (password change, unlinking a card, leaving):
 * presence only, since it may predate today's rule, and not trimmed (spaces are the user's).
 * `label` is the field's label as the form shows it (from the locale files).
 */
export const currentPasswordField = (lang: Language, label: string) =>
  z.string().min(1, { error: formMessage(lang, 'required', { label }) });
