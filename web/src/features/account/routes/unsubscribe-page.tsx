import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unsubscribeTokenSchema } from '@kakehashi/contracts/web';
import { PageShell } from '@/shared/ui/page-shell';
import { useUnsubscribe } from '../api/unsubscribe';
import { CompletePanel } from '../components/complete-panel';

/**
 * /mail/unsubscribe?token=… (docs/rules/linked-services.md#promotion-mail-unsubscribe): opened
 * from a promotion mail, signed in or not. Nothing happens on opening, since mail scanners open
 * links too: the buyer confirms with a button. A token that is not one is refused before any call,
 * and the page only ever links to our own top page (no redirect taken from the URL).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = unsubscribeTokenSchema.safeParse(params.get('token') ?? '');
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess)
    return (
      <CompletePanel
        title={t('unsubscribe.doneTitle')}
        lead={t('unsubscribe.doneLead')}
        action={{ to: '/', label: t('unsubscribe.toTop') }}
      />
    );
  if (!token.success || unsubscribe.isError)
    return (
      <CompletePanel
        failed
        title={t('unsubscribe.failedTitle')}
        lead={t('unsubscribe.failedLead')}
        action={{ to: '/', label: t('unsubscribe.toTop') }}
      />
    );
  return (
    <PageShell title={t('unsubscribe.title')} narrow>
      <div className="card card--complete">
        <p className="card__lead">{t('unsubscribe.lead')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={unsubscribe.isPending}
          aria-busy={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token.data)}
        >
          {unsubscribe.isPending ? t('form.sending') : t('unsubscribe.confirm')}
        </button>
      </div>
    </PageShell>
  );
}
