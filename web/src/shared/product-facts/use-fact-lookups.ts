import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { useCertificationNames, useMasterNames } from '@/shared/lookups/use-master';
import type { FactLookups } from './product-facts';

/** Translations and master-data names the fact rows need, in the page language. */
export const useFactLookups = (): FactLookups => {
  const { t } = useTranslation();
  return {
    t,
    locale: useLocale(),
    certificationName: useCertificationNames(),
    prefectureName: useMasterNames('common', 'prefectures'),
  };
};
