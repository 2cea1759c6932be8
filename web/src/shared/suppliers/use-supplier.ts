import { useQuery } from '@tanstack/react-query';
import type { Supplier } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { inSessionLanguage } from '@/shared/i18n/language';
import { getSupplier } from './api/get-supplier';

/** One supplier's profile (docs/rules/lists-and-requests.md#suppliers). */
export const useSupplier = (id: string | undefined) =>
  useQuery({
    queryKey: ['suppliers', 'detail', id],
    queryFn: () => getSupplier(id ?? ''),
    enabled: Boolean(id),
    // Hashtags come in the session language only: read again after a language switch.
    meta: inSessionLanguage,
  });

/** The supplier's name in the page language (English name for English pages). */
export const supplierName = (supplier: Pick<Supplier, 'name' | 'name_en'>, language: string) =>
  localeOf(language) === 'en' && supplier.name_en ? supplier.name_en : supplier.name;

/** The supplier's prefecture in the page language, when the answer carries it. */
export const supplierPrefecture = (supplier: Supplier, language: string) =>
  (localeOf(language) === 'en' ? supplier.prefecture_en : supplier.prefecture) ?? '';
