import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseZip, type ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

type Found = ApiData<'zipSearchApi'>;
type Status = 'idle' | 'searching' | 'found' | 'notFound' | 'invalid' | 'failed';

/**
 * The 7-digit postal code lookup (docs/upstream.md#cart-and-order zipSearchApi, prefecture_id 0 = not found): fills the
 * prefecture and the address; the outcome is announced so a screen-reader user knows.
 */
export function ZipFill({
  readZip,
  onFound,
}: {
  readZip: () => string;
  onFound: (address: Found) => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const lookUp = async () => {
    const zip = normaliseZip(readZip());
    if (!zip) return setStatus('invalid');
    setStatus('searching');
    try {
      const found = await callApi('zipSearchApi', { zip });
      if (found.prefecture_id === 0) return setStatus('notFound');
      onFound(found);
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
        disabled={status === 'searching'}
        onClick={() => void lookUp()}
      >
        {t('checkout.zip.lookUp')}
      </button>
      <p className="zip-lookup__status" role="status">
        {status !== 'idle' && status !== 'searching' ? t(`checkout.zip.${status}`) : ''}
      </p>
    </div>
  );
}
