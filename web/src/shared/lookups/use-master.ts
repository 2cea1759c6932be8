import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { useLocale } from '@/shared/i18n/i18n';

type MasterOption = { code: string; name: string; name_en: string };

/**
 * One option list of the custom master (entity_class, system_name; docs/upstream.md), e.g. the names of
 * certification codes or of the prefectures. Site-wide data: read once per visit.
 */
export const useMaster = (entityClass: string, systemName: string) =>
  useQuery({
    queryKey: ['master', entityClass, systemName],
    queryFn: () =>
      callApi('customMaster/get', { entity_class: entityClass, system_name: systemName }),
    staleTime: Infinity,
  });

/** A code → name lookup in the page language; unknown codes show as they are. */
export const useMasterNames = (entityClass: string, systemName: string) => {
  const locale = useLocale();
  const options: MasterOption[] = useMaster(entityClass, systemName).data?.options ?? [];
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
