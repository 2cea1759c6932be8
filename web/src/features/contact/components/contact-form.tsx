import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactInquiryTypes } from '@kakehashi/contracts/web';
import {
  contactFormSchema,
  type ContactFormValues,
  type ContactLabels,
} from '../lib/contact-form-schema';
import { useLocale } from '@/shared/i18n/i18n';
import { InquiryTextFields } from '@/shared/inquiry/inquiry-text-fields';
import { FieldFrame } from '@/shared/ui/form/field-frame';
import { TextField } from '@/shared/ui/form/text-field';

type Props = {
  defaults: ContactFormValues;
  labels: ContactLabels;
  onReview: (values: ContactFormValues) => void;
};

/** The contact form's input step; "Review your message" only passes the rules of the schema. */
export function ContactForm({ defaults, labels, onReview }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const typeId = useId();
  const resolver = useMemo(
    () => zodResolver(contactFormSchema(lang, labels)) as Resolver<ContactFormValues>,
    [lang, labels],
  );
  const { register, handleSubmit, formState } = useForm<ContactFormValues>({
    defaultValues: defaults,
    resolver,
  });
  const { errors } = formState;

  return (
    <form className="form contact-form" noValidate onSubmit={handleSubmit(onReview)}>
      <p className="field__hint">{t('contact.prefilled')}</p>
      <FieldFrame id={typeId} label={labels.type} required error={errors.type}>
        {(describedBy) => (
          <select
            id={typeId}
            className="input select"
            aria-invalid={errors.type ? true : undefined}
            aria-required
            aria-describedby={describedBy}
            {...register('type')}
          >
            <option value="">{t('contact.choose')}</option>
            {contactInquiryTypes.map((type) => (
              <option key={type} value={type}>
                {t(`contact.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div className="contact-form__pair">
        <TextField
          label={labels.name}
          registration={register('name')}
          error={errors.name}
          required
          autoComplete="name"
        />
        <TextField
          label={labels.company}
          registration={register('company')}
          error={errors.company}
          autoComplete="organization"
        />
      </div>
      <InquiryTextFields
        labels={labels}
        register={register}
        errors={errors}
        pairClassName="contact-form__pair"
      />
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('contact.review')}
        </button>
      </div>
    </form>
  );
}
