import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reviewFormSchema,
  reviewRatings,
  type ReviewFormInput,
  type ReviewFormValues,
} from '@kakehashi/contracts/web';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { MessageField } from '@/shared/ui/form/message-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';

export type ReviewFormProps = {
  /** The form's heading, e.g. "Write a review" or "Edit your review". */
  heading: string;
  /** The review being edited; a new review starts with no stars. */
  initial?: { rating: number; title: string; body: string };
  sending: boolean;
  /** The BFF's (or the sign-in prompt's) message, already in the page language. */
  error: string | null;
  onSave: (values: ReviewFormValues) => void;
  onCancel: () => void;
};

/**
 * A buyer's review: one to five stars, a title and a body, checked with the contracts' rules and
 * messages before anything is sent (docs/rules/reviews-and-notifications.md#writing-a-review).
 * Used on the product page and on the buyer's review page.
 */
export function ReviewForm({
  heading,
  initial,
  sending,
  error,
  onSave,
  onCancel,
}: ReviewFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const ratingErrorId = useId();
  const { register, handleSubmit, formState } = useLocalizedForm<ReviewFormInput, ReviewFormValues>(
    reviewFormSchema,
    {
      defaultValues: {
        rating: initial ? String(initial.rating) : '',
        title: initial?.title ?? '',
        body: initial?.body ?? '',
      },
      shouldFocusError: true,
    },
  );
  const ratingError = formState.errors.rating?.message;
  return (
    <form
      className="review-form form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onSave)}
    >
      <h3 className="review-form__heading" id={headingId}>
        {heading}
      </h3>
      <FormAlert>{error}</FormAlert>
      <fieldset
        className="fieldset field"
        aria-describedby={ratingError ? ratingErrorId : undefined}
      >
        <legend className="field__label">
          {t('reviews.form.rating')}
          <span className="field__required"> {t('form.requiredMark')}</span>
        </legend>
        <div className="rating-input">
          {reviewRatings.map((value) => (
            <label key={value} className="rating-input__star">
              <input
                type="radio"
                className="visually-hidden"
                value={String(value)}
                {...register('rating')}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.form.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p className="field__error" id={ratingErrorId}>
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('reviews.form.title')}
        required
        error={formState.errors.title}
        registration={register('title')}
      />
      <MessageField
        label={t('reviews.form.body')}
        error={formState.errors.body}
        registration={register('body')}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          {t('reviews.form.cancel')}
        </button>
        <SubmitButton sending={sending}>{t('reviews.form.submit')}</SubmitButton>
      </div>
    </form>
  );
}
