import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { requestKinds, type InboxListData } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import type { InboxFilters } from '../lib/inbox-filters';
import { localName } from '../lib/local-name';

/** The inbox's filters: the kind of request and the supplier written to (every one so far). */
export function InboxFilterBar({
  filters,
  suppliers,
  onChange,
}: {
  filters: InboxFilters;
  suppliers: InboxListData['suppliers'];
  onChange: (next: Partial<InboxFilters>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const kindId = useId();
  const supplierId = useId();
  return (
    <div className="inbox-filters" role="group" aria-label={t('trade.inbox.filters')}>
      <div className="inbox-filters__field">
        <label htmlFor={kindId}>{t('trade.inbox.kind')}</label>
        <select
          id={kindId}
          className="input"
          value={filters.kind ?? ''}
          onChange={(event) =>
            onChange({ kind: (event.target.value || undefined) as InboxFilters['kind'] })
          }
        >
          <option value="">{t('trade.inbox.allKinds')}</option>
          {requestKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`trade.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="inbox-filters__field">
        <label htmlFor={supplierId}>{t('trade.inbox.supplier')}</label>
        <select
          id={supplierId}
          className="input"
          value={filters.supplierId ?? ''}
          onChange={(event) => onChange({ supplierId: event.target.value || undefined })}
        >
          <option value="">{t('trade.inbox.allSuppliers')}</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {localName(supplier, lang) || supplier.id}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
