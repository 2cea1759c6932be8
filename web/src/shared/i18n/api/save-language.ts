import { callApi } from '@/shared/lib/api-client';
import type { Locale } from '../language-codes';

/**
 * `PUT language`: stores the language choice in the BFF session (docs/rules/site-and-pages.md#languages:
 * the language is stored).
 */
export const saveLanguage = (language: Locale) => callApi('language', { language });
