import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normaliseZip } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { searchZip, type ZipAddress } from './api/zip-search';
import { prefectureInEnglish } from './api/prefecture-in-english';

/**
 * What an English form says it filled from the prefecture: the checkout's separate fields leave
 * the city and street to the buyer ('foundPrefecture'), a one-line address has them typed before
 * it ('foundPrefectureFirst').
 */
export type ZipFilledInEnglish = 'foundPrefecture' | 'foundPrefectureFirst';

type Status =
  'idle' | 'searching' | 'found' | ZipFilledInEnglish | 'notFound' | 'invalid' | 'failed';

/** A form whose address is in separate prefecture (`state`), city and street fields. */
type SeparateFields = {
  setValue: (name: 'state' | 'city', value: string, options: { shouldValidate: boolean }) => void;
  setFocus: (name: 'city' | 'street') => void;
};

/**
 * How a form with separate address fields (checkout's parties, the address book) takes what the
 * lookup found: on a Japanese page the prefecture, and the town (丸の内) with the city — in the
 * street field the buyer's 1-1-1 replaced it, and the address read 東京都千代田区1-1-1 — the
 * street the buyer's to type next; on an English page the prefecture only, the city and street
 * being the buyer's, as their forwarder writes them (docs/rules/cart-and-checkout.md#addresses-in-japan).
 */
export const fillSeparateFields = (form: SeparateFields) => ({
  onFound: (found: ZipAddress) => {
    form.setValue('state', found.prefecture, { shouldValidate: true });
    form.setValue('city', `${found.address1}${found.address2}`, { shouldValidate: true });
    form.setFocus('street');
  },
  onFoundInEnglish: (prefecture: string): ZipFilledInEnglish => {
    form.setValue('state', prefecture, { shouldValidate: true });
    form.setFocus('city');
    return 'foundPrefecture';
  },
});

/**
 * Looks up the address of a Japanese postal code (zipSearchApi,
 * docs/upstream.md#site-and-utilities) and hands it to the form. The lookup answers in Japanese
 * script only and a page is in one language (docs/rules/cart-and-checkout.md#addresses-in-japan):
 * a Japanese page gets the whole address (`onFound`), an English page the prefecture's English
 * name only (`onFoundInEnglish`), from the bilingual prefecture list. The outcome is announced
 * politely so a screen-reader user knows the address field changed.
 */
export function ZipLookup({
  readZip,
  onFound,
  onFoundInEnglish,
}: {
  readZip: () => string;
  onFound: (address: ZipAddress) => void;
  onFoundInEnglish: (prefecture: string) => ZipFilledInEnglish;
}) {
  const { t } = useTranslation();
  const japanese = useLocale() === 'jp';
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('idle');

  const lookUp = async () => {
    const zip = normaliseZip(readZip());
    if (!zip) return setStatus('invalid');
    setStatus('searching');
    try {
      const address = await searchZip(zip);
      if (!address) return setStatus('notFound');
      if (japanese) {
        onFound(address);
        return setStatus('found');
      }
      const prefecture = await prefectureInEnglish(queryClient, address.prefecture_id);
      if (!prefecture) throw new Error('no English name for the prefecture');
      setStatus(onFoundInEnglish(prefecture));
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="zip-lookup">
      <button
        type="button"
        className="button"
        onClick={() => void lookUp()}
        disabled={status === 'searching'}
      >
        {t('signup.zipLookup')}
      </button>
      <p className="zip-lookup__status" role="status">
        {status !== 'idle' && status !== 'searching' ? t(`signup.zip.${status}`) : ''}
      </p>
    </div>
  );
}

/**
 * docs/upstream.md#site-and-utilities: the address as one line, Japanese order (prefecture, city,
 * street).
 */
export const addressLine = (address: ZipAddress): string =>
  [address.prefecture, address.address1, address.address2].filter(Boolean).join('');
