import { useTranslation } from 'react-i18next';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';

/** Delete for one of the buyer's reviews: asks in place first (docs/rules/reviews-and-notifications.md#my-reviews). */
export function DeleteReviewButton({
  question,
  pending,
  onConfirm,
}: {
  question: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmRemove
      label={t('reviews.delete')}
      question={question}
      confirmLabel={t('reviews.confirmDeleteButton')}
      cancelLabel={t('reviews.form.cancel')}
      disabled={pending}
      onConfirm={onConfirm}
    />
  );
}
