import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { switchLanguage, type Locale } from './i18n';
import { localeOf } from './language-codes';
import { applyDocumentLanguage } from './language-prefix';
import type { SessionData } from '@kakehashi/contracts/web';
import { sessionQueryKey } from '@/shared/session/session';
import { markLanguageChosen } from './language-choice';
import { saveLanguage } from './api/save-language';

/**
 * Marks a query whose answer the upstream words in the session language (one text field, no
 * `name_en`): it is read again once a language switch is stored, and its view shows those names
 * loading until then (`useWordedInPageLanguage`, session-wording.tsx).
 */
export const inSessionLanguage = { inSessionLanguage: true } as const;

/**
 * The current locale and a switch that updates i18n, `<html lang>` and the stored choice at once.
 */
export const useLanguage = () => {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const locale = localeOf(i18n.language);

  const changeLocale = useCallback(
    async (next: Locale) => {
      markLanguageChosen();
      // The record of language saves comes with the first switch, not with the first page
      // (docs/architecture.md#the-first-page); without it the names are shown as they come.
      const wording = await import('./session-wording').catch(() => null);
      // From the moment the page shows the new language, session-worded answers are the old one's.
      const started = () => wording?.languageSaveStarted(client);
      if (!(await switchLanguage(i18n, next, started))) return;
      applyDocumentLanguage(next);
      client.setQueryData<SessionData>(sessionQueryKey, (session) =>
        session ? { ...session, language: next } : session,
      );
      // The page already shows the new language; a failed save only means it is not remembered.
      const saved = await saveLanguage(next).then(
        () => true,
        () => false,
      );
      // Stored: what was read before now is in the language left, so it is read again (a read
      // under way is cancelled and started again by the invalidation).
      wording?.languageSaveEnded(client, saved);
      if (saved)
        await client.invalidateQueries({
          predicate: (query) => query.meta?.inSessionLanguage === true,
        });
    },
    [i18n, client],
  );

  return { locale, changeLocale };
};
