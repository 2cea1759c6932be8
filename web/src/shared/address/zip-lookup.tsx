import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseZip } from '@kakehashi/contracts/web';
import { searchZip, type ZipAddress } from './api/zip-search';

type Status = 'idle' | 'searching' | 'found' | 'notFound' | 'invalid' | 'failed';

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
  onFound: (address: ZipAddress) => void;
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
      onFound(address);
      setStatus('found');
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
