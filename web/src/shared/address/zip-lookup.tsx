import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseZip } from '@kakehashi/contracts/web';
import { searchZip, type ZipAddress } from './api/zip-search';

/**
 * What the form filled from a found address: all of it, or the prefecture only (an English
 * checkout, docs/rules/cart-and-checkout.md#addresses-in-japan), which the status says.
 */
export type ZipFilled = 'found' | 'foundPrefecture';

type Status = 'idle' | 'searching' | ZipFilled | 'notFound' | 'invalid' | 'failed';

/**
 * Looks up the address of a Japanese postal code (zipSearchApi,
 * docs/upstream.md#site-and-utilities) and hands it to the form. The outcome is announced politely
 * so a screen-reader user knows the address field changed.
 */
export function ZipLookup({
  readZip,
  onFound,
}: {
  readZip: () => string;
  onFound: (address: ZipAddress) => ZipFilled | void | Promise<ZipFilled | void>;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');

  const lookUp = async () => {
    const zip = normaliseZip(readZip());
    if (!zip) return setStatus('invalid');
    setStatus('searching');
    try {
      const address = await searchZip(zip);
      if (!address) return setStatus('notFound');
      setStatus((await onFound(address)) ?? 'found');
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
