import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useFollowToggle, useIsFollowed } from './use-follows';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * 'Follow' → 'Followed' (docs/rules/lists-and-requests.md#follows) for one supplier, wherever the supplier is shown. Pressing
 * 'Followed' unfollows at once: only the follows page asks for confirmation, where removing is
 * the point of the screen (docs/rules/lists-and-requests.md#follows).
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
  return (
    <span className="follow-toggle">
      <button
        type="button"
        className={`button button--small follow-toggle__button${followed ? ' is-on' : ''}`}
        aria-pressed={followed}
        aria-label={labelled(
          followed ? t('matching.follow.followed') : t('matching.follow.follow'),
          supplierName,
          locale,
        )}
        onClick={() => toggle.mutate({ supplierId, follow: !followed })}
      >
        <span aria-hidden="true">{followed ? '✓' : '+'}</span>
        {followed ? t('matching.follow.followed') : t('matching.follow.follow')}
      </button>
      {toggle.isError && (
        <span className="follow-toggle__error" role="alert">
          {errorMessageOf(toggle.error, t('matching.follow.failed'))}
        </span>
      )}
    </span>
  );
}
