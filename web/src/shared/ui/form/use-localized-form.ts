import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Language } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * A react-hook-form form validated by a contracts-style schema built for the page language, so
 * every message is the form-message text in that language (docs/rules/accounts.md#form-messages).
 * The schema gets `t` for the field labels its messages name: they live in the locale files like
 * every other string. The resolver is rebuilt only when the language changes; pass a module-level
 * `schemaFor` so it stays the same between renders. Name the form's types
 * (`useLocalizedForm<Input, Output>`): they are not inferred.
 */
export function useLocalizedForm<Input extends FieldValues, Output = Input>(
  schemaFor: (lang: Language, t: TFunction) => z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const lang = useLocale();
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(schemaFor(lang, t)), [schemaFor, lang, t]);
  return useForm<Input, unknown, Output>({ ...options, resolver });
}
