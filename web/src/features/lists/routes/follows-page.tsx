import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFollowList, useFollowToggle } from '@/shared/follows/use-follows';
import { errorMessageOf } from '@/shared/lib/api-error';
import { supplierFacts } from '@/shared/suppliers/supplier-facts';
import { supplierName } from '@/shared/suppliers/use-supplier';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { FactLine } from '@/shared/ui/fact-line';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** /follows: the suppliers the buyer follows; unfollowing asks for confirmation. */
export function FollowsPage() {
  const { t, i18n } = useTranslation();
  const list = useFollowList();
  const toggle = useFollowToggle();
  const suppliers = list.data?.suppliers ?? [];
  return (
    <PageShell title={t('pages.follows.title')} lead={t('pages.follows.lead')}>
      {list.isPending && <TextSkeleton lines={4} />}
      {list.isError && <ErrorNotice message={list.error.message} />}
      {toggle.isError && (
        <ErrorNotice message={errorMessageOf(toggle.error, t('matching.follow.failed'))} />
      )}
      {list.data && suppliers.length === 0 && (
        <p className="empty-state">{t('matching.lists.emptyFollows')}</p>
      )}
      {suppliers.length > 0 && (
        <>
          <p className="list-toolbar__count">
            {t('matching.lists.followCount', { count: suppliers.length })}
          </p>
          <ul className="list-rows" aria-label={t('matching.lists.followTable')}>
            {suppliers.map((supplier) => {
              const name = supplierName(supplier, i18n.language);
              const id = encodeURIComponent(supplier.id);
              return (
                <li className="list-row list-row--supplier" key={supplier.id}>
                  <div className="supplier-box__mark" aria-hidden="true">
                    {name.replace(/^株式会社/, '').slice(0, 1)}
                  </div>
                  <div className="list-row__main">
                    <h2 className="list-row__name">
                      <Link to={`/seller?id=${id}`}>{name}</Link>
                    </h2>
                    <FactLine
                      className="list-row__meta"
                      facts={supplierFacts(supplier, t, i18n.language)}
                    />
                  </div>
                  <div className="list-row__actions">
                    <Link className="button button--small" to={`/js_ask_company?id=${id}`}>
                      {t('matching.supplier.ask')}
                    </Link>
                    <ConfirmRemove
                      label={t('matching.lists.unfollow')}
                      question={t('matching.lists.confirmUnfollow', { name })}
                      confirmLabel={t('matching.lists.confirmUnfollowButton')}
                      cancelLabel={t('matching.lists.cancel')}
                      onConfirm={() => toggle.mutate({ supplierId: supplier.id, follow: false })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PageShell>
  );
}
