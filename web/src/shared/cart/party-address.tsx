import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Kana or kanji (full- or half-width): a value written in Japanese script. */
const japaneseScript = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;

/**
 * The prefecture in the script of the address around it ('東京都' ⇄ 'Tokyo', by the prefectures
 * list), else as stored; a word-wide placeholder while the list loads, so a page never flashes the
 * stored name in the other script (nor jumps to another line when the list arrives).
 */
const usePrefectureIn = (state: string | undefined, english: boolean): ReactNode => {
  const prefectures = useCustomMaster('common', 'prefectures');
  if (!state || japaneseScript.test(state) !== english) return state ?? '';
  if (prefectures.isPending) return <Skeleton className="skeleton--word" />;
  const options: Prefecture[] = prefectures.data?.options ?? [];
  const found = options.find((p) => (english ? p.name : p.name_en) === state);
  return (english ? found?.name_en : found?.name) ?? state;
};

/** The postal code as it is written, 100-0005; a code of another shape as stored. */
const postal = (zip: string | undefined) => zip?.replace(/^(\d{3})(\d{4})$/, '$1-$2') ?? '';

/**
 * A party as the address block a reader of the page recognises, the values as stored (the buyer
 * typed them) and the name as docs/rules/accounts.md#names orders it. Orders are delivered in
 * Japan, and an address is shown in one script, the one the buyer wrote its city, street and
 * building in (docs/rules/cart-and-checkout.md#addresses-in-japan): written in Japanese script, it
 * reads in the Japanese order, 〒zip, prefecture (its Japanese name), city, street, building, and an
 * English page labels it as written for delivery in Japan; written in Latin letters, it reads as an
 * address in Japan is written for mail from abroad, building and street, then city, prefecture (its
 * English name) and postal code, then, on an English page, the country. An English page shows the
 * phone as dialled from abroad (docs/rules/site-and-pages.md#addresses-and-phones).
 */
export function PartyAddress({ party }: { party: PartyAddressValue }) {
  const { t } = useTranslation();
  const nameOf = usePartyName();
  const locale = useLocale();
  const englishPage = locale !== 'jp';
  const written = [party.city, party.street, party.building].filter(Boolean).join(' ');
  const english = japaneseScript.test(written) ? false : englishPage || /[A-Za-z]/.test(written);
  const prefecture = usePrefectureIn(party.state, english);
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
          {englishPage && <span>{countryName('JP', locale)}</span>}
        </>
      ) : (
        <>
          <span lang={englishPage ? 'ja' : undefined}>
            〒{postal(party.zip)} {prefecture}
            {party.city}
            {party.street} {party.building}
          </span>
          {englishPage && (
            <span className="party-summary__note">{t('partyAddress.asWrittenInJapan')}</span>
          )}
        </>
      )}
      {/* One line each: no separator to word differently in each language. */}
      {party.email && <span>{party.email}</span>}
      {party.tel && <span>{partyPhone(party.tel, locale)}</span>}
    </address>
  );
}
