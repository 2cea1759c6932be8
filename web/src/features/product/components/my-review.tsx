import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { DeleteReviewButton } from '@/shared/reviews/delete-review-button';
import { ReviewForm } from '@/shared/reviews/review-form';
import { useDeleteReview, useOwnReview, useSaveReview } from '@/shared/reviews/use-reviews';
import { FormAlert } from '@/shared/ui/form/form-alert';

/**
 * The buyer's own review of this product: write one, or edit or delete the one written
 * (docs/rules/reviews-and-notifications.md#writing-a-review).
 */
export function MyReview({ item }: { item: Item }) {
  const { t } = useTranslation();
  const own = useOwnReview(item.id);
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [writing, setWriting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = (error: unknown) => errorMessageOf(error, t('common.unexpectedError'));

  const open = () => {
    save.reset();
    remove.reset();
    setNotice(null);
    setWriting(true);
  };

  if (writing)
    return (
      <ReviewForm
        heading={t(own ? 'reviews.editHeading' : 'reviews.writeHeading')}
        initial={own}
        sending={save.isPending}
        error={save.isError ? failed(save.error) : null}
        onCancel={() => setWriting(false)}
        onSave={(values) =>
          save.mutate(
            { values, item, ...(own ? { id: own.id } : {}) },
            {
              onSuccess: () => {
                setWriting(false);
                setNotice(t('reviews.saved'));
              },
            },
          )
        }
      />
    );

  return (
    <div className="my-review">
      <FormAlert tone="success">{notice}</FormAlert>
      <FormAlert>{remove.isError ? failed(remove.error) : null}</FormAlert>
      <p className="my-review__prompt">{t(own ? 'reviews.youReviewed' : 'reviews.invite')}</p>
      <div className="my-review__actions">
        <button
          type="button"
          className={own ? 'button button--small' : 'button button--primary'}
          onClick={open}
        >
          {t(own ? 'reviews.edit' : 'reviews.write')}
        </button>
        {own && (
          <DeleteReviewButton
            question={t('reviews.confirmDelete')}
            pending={remove.isPending}
            onConfirm={() => {
              setNotice(null);
              remove.mutate(own, { onSuccess: () => setNotice(t('reviews.deleted')) });
            }}
          />
        )}
      </div>
    </div>
  );
}
