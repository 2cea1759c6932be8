import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLatestAlertOnly } from '@/shared/lib/latest-alert';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { MessageWithCode } from '@/shared/ui/error-notice';
import { useFollowToggle, useIsFollowed } from './use-follows';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * 'Follow' → 'Followed' (docs/rules/lists-and-requests.md#follows) for one supplier, wherever the
 * supplier is shown. Following is one press; pressing 'Followed' asks first, in place, as the
 * follows page does, so a mis-tap on the product or supplier page never drops a supplier the
 * buyer is watching (docs/rules/lists-and-requests.md#follows).
 */
export function FollowToggle({
  supplierId,
  supplierName,
}: {
  supplierId: string;
  supplierName: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const followed = useIsFollowed(supplierId);
  const toggle = useFollowToggle();
  useLatestAlertOnly(toggle);
  const state = followed ? t('matching.follow.followed') : t('matching.follow.follow');
  const className = `button button--small follow-toggle__button${followed ? ' is-on' : ''}`;
  return (
    <span className="follow-toggle">
      {followed ? (
        <ConfirmRemove
          label={
            <>
              <span aria-hidden="true">✓</span>
              {state}
            </>
          }
          accessibleLabel={labelled(state, supplierName, locale)}
          pressed
          buttonClassName={className}
          question={t('matching.lists.confirmUnfollow', { name: supplierName })}
          confirmLabel={t('matching.lists.confirmUnfollowButton')}
          cancelLabel={t('matching.lists.cancel')}
          onConfirm={() => toggle.mutate({ supplierId, follow: false })}
        />
      ) : (
        <button
          type="button"
          className={className}
          aria-pressed={false}
          aria-label={labelled(state, supplierName, locale)}
          onClick={() => toggle.mutate({ supplierId, follow: true })}
        >
          <span aria-hidden="true">+</span>
          {state}
        </button>
      )}
      {toggle.isError && (
        <span className="follow-toggle__error" role="alert">
          <MessageWithCode message={errorMessageOf(toggle.error, t('matching.follow.failed'))} />
        </span>
      )}
    </span>
  );
}
