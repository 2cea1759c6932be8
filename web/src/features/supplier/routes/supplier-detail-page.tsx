import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parsePage, UpstreamStatus } from '@kakehashi/contracts/web';
import { SupplierProducts } from '../components/supplier-products';
import { SupplierProfile } from '../components/supplier-profile';
import { CompareTray } from '@/shared/compare/compare-tray';
import { supplierName, useSupplier } from '@/shared/suppliers/use-supplier';
import { hasStatus } from '@/shared/lib/api-error';
import { LoadError } from '@/shared/ui/error-notice';
import { NotListed } from '@/shared/ui/not-listed';
import { PageShell, useDocumentTitle } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** /seller?id=<supplier id>: the supplier's profile and products; follow, ask, meet. */
export function SupplierDetailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('code') ?? '';
  const page = parsePage(params.get('page'));
  const supplier = useSupplier(id || undefined);
  useDocumentTitle(
    supplier.data ? supplierName(supplier.data, i18n.language) : t('pages.supplierDetail.title'),
  );

  if (supplier.isPending && id)
    return (
      <section className="page">
        <TextSkeleton lines={5} />
      </section>
    );
  if (supplier.isError && !hasStatus(supplier.error, UpstreamStatus.notFound))
    return (
      <PageShell title={t('pages.supplierDetail.title')}>
        <LoadError
          error={supplier.error}
          fallback={t('common.unexpectedError')}
          onRetry={() => void supplier.refetch()}
        />
      </PageShell>
    );
  if (!supplier.data)
    return (
      <NotListed
        title={t('matching.notListed.supplier')}
        lead={t('matching.notListed.supplierLead')}
        target="supplier"
        browse={t('matching.notListed.browseSuppliers')}
        asked={id && t('matching.notListed.supplierId', { id })}
      />
    );
  return (
    <article className="page supplier-page" aria-labelledby="page-title">
      <SupplierProfile supplier={supplier.data} />
      <CompareTray />
      <SupplierProducts supplierId={supplier.data.id} page={page} />
    </article>
  );
}
