import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emptyRegistrationForm,
  formMessage,
  registrationFormSchema,
  registrationLabel,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useLocale } from '@/shared/i18n/i18n';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { CompanyFields } from '@/shared/registration/company-fields';
import { NameFields } from '@/shared/registration/name-fields';
import { SignupChoiceFields } from './signup-choice-fields';

/**
 * Buyer sign-up input (docs/rules/accounts.md#sign-up): every registration field, validated by the
 * contracts' schema in the page language. On a refused submit the summary
 * (docs/rules/accounts.md#form-messages) lists each invalid field as a link to it and focus moves
 * to the first invalid field (react-hook-form's shouldFocusError).
 */
export function SignupForm({
  initial,
  onValid,
}: {
  initial: RegistrationFormInput;
  onValid: (form: RegistrationForm, input: RegistrationFormInput) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = useLocalizedForm<RegistrationFormInput, RegistrationForm>(registrationFormSchema, {
    defaultValues: { ...emptyRegistrationForm(), ...initial },
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, getValues, trigger } = form;
  const { errors, isSubmitted, isSubmitting } = formState;
  const label = (field: RegistrationField) => registrationLabel(lang, field);

  // Messages already shown are re-worded when the language changes.
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [lang]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = handleSubmit((parsed) => onValid(parsed, getValues()));

  return (
    <FormProvider {...form}>
      <form className="form signup-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary errors={errors} shown={isSubmitted} />

        <h2 className="form__section">{t('signup.sectionAccount')}</h2>
        <TextField
          label={label('email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          registration={register('email')}
        />
        <TextField
          label={label('password')}
          type="password"
          autoComplete="new-password"
          required
          hint={formMessage(lang, 'passwordRule', { label: label('password') })}
          error={errors.password}
          registration={register('password')}
        />

        <h2 className="form__section">{t('signup.sectionPerson')}</h2>
        <NameFields />

        <h2 className="form__section">{t('signup.sectionCompany')}</h2>
        <CompanyFields />
        <SignupChoiceFields />
        <SubmitButton sending={isSubmitting}>{t('signup.toConfirm')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
