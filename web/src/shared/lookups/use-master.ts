import { useLocale } from '@/shared/i18n/i18n';
import { useCustomMaster } from './api/custom-master';

type MasterOption = { code: string; name: string; name_en: string };

/** A code → name lookup in the page language; unknown codes show as they are. */
export const useMasterNames = (entityClass: string, systemName: string) => {
  const locale = useLocale();
  const options: MasterOption[] = useCustomMaster(entityClass, systemName).data?.options ?? [];
  const names = new Map(options.map((o) => [o.code, locale === 'en' ? o.name_en : o.name]));
  return (code: string | number): string => names.get(String(code)) ?? String(code);
};

/** Certification names of both kinds (international and Japanese) in one lookup. */
export const useCertificationNames = () => {
  const international = useMasterNames('item', 'cettifications');
  const japanese = useMasterNames('item', 'cettificationsJapan');
  return (code: string) => {
    const name = international(code);
    return name !== code ? name : japanese(code);
  };
};
