import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguagePrefix } from '@/shared/i18n/language-prefix';
import { useLanguage } from '@/shared/i18n/language';
import { switchLanguage } from '@/shared/i18n/i18n';
import { localeOf } from '@/shared/i18n/language-codes';
import { applyDocumentLanguage } from '@/shared/i18n/language-prefix';
import { useSession } from '@/shared/session/session';
import { isLanguageChosen } from '@/shared/i18n/language-choice';

/**
 * Language handling, client side (docs/rules/site-and-pages.md#language-prefixes). A `/jp/…`,
 * `/ja/…` or `/en/…` prefix switches the language, stores it and is replaced by the unprefixed path
 * (query and hash kept), on the first load and on client-side navigation alike. Unless the language
 * was chosen explicitly (prefix, cookie or switch), the language stored in the session is adopted
 * once, when it first arrives.
 *
 * Returns false until the page language is settled, so no page renders in the wrong language
 * first (and no page misses the switch).
 */
export function useLanguageSync(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { changeLocale } = useLanguage();
  const session = useSession();
  const prefixed = stripLanguagePrefix(location.pathname);
  const stored = session.data?.language;
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!prefixed) return;
    void changeLocale(prefixed.locale);
    navigate(`${prefixed.path}${location.search}${location.hash}`, { replace: true });
  }, [prefixed?.locale, prefixed?.path, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (settled) return;
    if (session.isError) return setSettled(true);
    if (!stored) return;
    if (prefixed || isLanguageChosen() || localeOf(i18n.language) === stored)
      return setSettled(true);
    void switchLanguage(i18n, stored).then(() => setSettled(true));
  }, [stored, session.isError]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    applyDocumentLanguage(localeOf(i18n.language));
  }, [i18n.language]);

  return settled;
}
