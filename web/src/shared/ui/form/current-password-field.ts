import { z } from 'zod';
import { formMessage, type FormLanguage } from '@kakehashi/contracts/web';

const label = { en: 'Current password', jp: '現在のパスワード' } as const;

/**
 * The current password that confirms a change (password change, unlinking a card, leaving):
 * presence only, since it may predate today's rule, and not trimmed (spaces are the user's).
 */
export const currentPasswordField = (lang: FormLanguage) =>
  z.string().min(1, { error: formMessage(lang, 'required', { label: label[lang] }) });
