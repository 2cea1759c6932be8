import type { ReactNode } from 'react';
import { useLocale } from '@/shared/i18n/i18n';
import { Skeleton } from '@/shared/ui/skeleton';
import { countryName } from '@/shared/product-facts/fact-values';
import { useCustomMaster } from '@/shared/lookups/api/custom-master';
import { usePartyName } from './party-name';
import { partyPhone } from './party-phone';

/** The parts of a purchaser or receiver an address block shows. */
export type PartyAddressValue = {
  name: string;
  company?: string;
  zip?: string;
  state?: string;
  city?: string;
  street?: string;
  building?: string;
  email?: string;
  tel?: string;
};

type Prefecture = { name: string; name_en: string };

/**
 * The prefecture's English name from the prefectures list ('東京都' → 'Tokyo'), else as stored; a
 * word-wide placeholder while the list loads, so an English page never flashes the stored
 * Japanese name (nor jumps to another line when the English one arrives).
 */
const usePrefectureInEnglish = (state: string | undefined, wanted: boolean): ReactNode => {
  const prefectures = useCustomMaster('common', 'prefectures');
  if (!wanted || !state) return state ?? '';
  if (prefectures.isPending) return <Skeleton className="skeleton--word" />;
  const options: Prefecture[] = prefectures.data?.options ?? [];
  return options.find((p) => p.name === state)?.name_en ?? state;
};

/** The postal code as it is written, 100-0005; a code of another shape as stored. */
const postal = (zip: string | undefined) => zip?.replace(/^(\d{3})(\d{4})$/, '$1-$2') ?? '';

/**
 * A party as the address block a reader of the page recognises, the values as stored (the buyer
 * typed them) and the name as docs/rules/accounts.md#names orders it. Orders are delivered in
 * Japan: a Japanese page reads the address in the Japanese order, 〒zip, prefecture, city, street,
 * building; an English page as an address in Japan is written for mail from abroad, building and
 * street, then city, prefecture (its English name) and postal code, then the country, and the
 * phone as dialled from abroad (docs/rules/site-and-pages.md#addresses-and-phones).
 */
export function PartyAddress({ party }: { party: PartyAddressValue }) {
  const nameOf = usePartyName();
  const locale = useLocale();
  const english = locale !== 'jp';
  const prefecture = usePrefectureInEnglish(party.state, english);
  return (
    <address className="party-summary">
      <strong>{nameOf(party.name)}</strong>
      {party.company && <span>{party.company}</span>}
      {english ? (
        <>
          <span>{[party.building, party.street].filter(Boolean).join(', ')}</span>
          <span>
            {party.city}
            {party.city && (prefecture || party.zip) && ', '}
            {prefecture}
            {prefecture && party.zip && ' '}
            {postal(party.zip)}
          </span>
          <span>{countryName('JP', locale)}</span>
        </>
      ) : (
        <span>
          〒{postal(party.zip)} {party.state}
          {party.city}
          {party.street} {party.building}
        </span>
      )}
      {/* One line each: no separator to word differently in each language. */}
      {party.email && <span>{party.email}</span>}
      {party.tel && <span>{partyPhone(party.tel, locale)}</span>}
    </address>
  );
}
