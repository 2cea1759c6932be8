import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberReview } from '@kakehashi/contracts/web';
import { itemName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { DeleteReviewButton } from '@/shared/reviews/delete-review-button';
import { ReviewDate } from '@/shared/reviews/review-date';
import { ReviewForm } from '@/shared/reviews/review-form';
import { ReviewStars } from '@/shared/reviews/review-stars';
import { useDeleteReview, useMemberReviews, useSaveReview } from '@/shared/reviews/use-reviews';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { MypageFrame } from '../components/mypage-frame';
import { ProductRow } from '../components/product-row';
import { QueryState } from '../components/query-state';
import { labelled } from '@/shared/cart/variation-name';

/**
 * /mypage/reviews: the buyer's reviews, newest first, each with its product; edit in place and
 * delete after a confirmation (docs/rules/reviews-and-notifications.md#my-reviews).
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reviews = useMemberReviews();
  const save = useSaveReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = (error: unknown) => errorMessageOf(error, t('common.unexpectedError'));

  const edit = (id: string) => {
    save.reset();
    setNotice(null);
    setEditing(id);
  };

  const row = (review: MemberReview) => {
    const { item } = review;
    const name = item ? itemName(item, locale) : t('reviews.itemGone');
    const isEditing = editing === review.id && item;
    return (
      <ProductRow
        key={review.id}
        item={item}
        name={name}
        actions={
          !isEditing && (
            <>
              {item && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={labelled(t('reviews.edit'), name, locale)}
                  onClick={() => edit(review.id)}
                >
                  {t('reviews.edit')}
                </button>
              )}
              <DeleteReviewButton
                question={t('reviews.confirmDeleteOf', { name })}
                pending={remove.isPending}
                onConfirm={() => {
                  setNotice(null);
                  remove.mutate(review, { onSuccess: () => setNotice(t('reviews.deleted')) });
                }}
              />
            </>
          )
        }
      >
        {isEditing ? (
          <ReviewForm
            heading={t('reviews.editHeading')}
            initial={review}
            sending={save.isPending}
            error={save.isError ? failed(save.error) : null}
            onCancel={() => setEditing(null)}
            onSave={(values) =>
              save.mutate(
                { values, item, id: review.id },
                {
                  onSuccess: () => {
                    setEditing(null);
                    setNotice(t('reviews.saved'));
                  },
                },
              )
            }
          />
        ) : (
          <>
            <ReviewStars rating={review.rating} />
            <p className="review__title">{review.title}</p>
            <p className="review__body">{review.body}</p>
            <p className="review__meta">
              <ReviewDate iso={review.created_at} />
              <span className={review.isPublished ? 'tag tag--published' : 'tag tag--pending'}>
                {t(review.isPublished ? 'reviews.published' : 'reviews.awaitingCheck')}
              </span>
            </p>
          </>
        )}
      </ProductRow>
    );
  };

  return (
    <MypageFrame title={t('reviews.title')} lead={t('reviews.lead')}>
      <FormAlert tone="success">{notice}</FormAlert>
      <FormAlert>{remove.isError ? failed(remove.error) : null}</FormAlert>
      <QueryState query={reviews}>
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="notice notice--info">{t('reviews.none')}</p>
          ) : (
            <ul className="member-reviews">{data.reviews.map(row)}</ul>
          )
        }
      </QueryState>
    </MypageFrame>
  );
}
