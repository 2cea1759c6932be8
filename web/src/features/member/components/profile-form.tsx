import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  profileFormSchema,
  type ProfileForm,
  type Language,
  type ProfileFormInput,
} from '@kakehashi/contracts/web';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { CompanyFields } from '@/shared/registration/company-fields';
import { NameFields } from '@/shared/registration/name-fields';
import { AreasOfInterestField, IntroductionFields } from '@/shared/registration/choice-fields';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useRefusal, type Refusable } from '@/shared/ui/form/use-refusal';
import { CompanyRoleFields, ReadingField } from './profile-extra-fields';

/**
 * docs/rules/accounts.md#profile: the sign-up details edited under the sign-up rules (the
 * contracts' profileFormSchema); the company and choice fields are sign-up's own (shared/registration).
 */
export function ProfileEditForm(props: {
  initial: ProfileFormInput;
  sending: boolean;
  error: string | null;
  /** The save whose refusal `error` says: it goes at the next press or change (use-refusal). */
  call: Refusable;
  onSave: (form: ProfileForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { nameRead, companyRead } = props.initial;
  // The readings already stored pass as they are (docs/rules/accounts.md#profile).
  const schemaFor = useMemo(
    () => (lang: Language) => profileFormSchema(lang, { nameRead, companyRead }),
    [nameRead, companyRead],
  );
  const form = useLocalizedForm<ProfileFormInput, ProfileForm>(schemaFor, {
    defaultValues: props.initial,
    shouldFocusError: true,
  });
  const onSubmit = useRefusal(form, props.call, props.onSave);

  return (
    <FormProvider {...form}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{props.error}</FormAlert>
        <ErrorSummary errors={form.formState.errors} shown={form.formState.isSubmitted} />
        <h2 className="form__section">{t('profile.sectionPerson')}</h2>
        <NameFields />
        <ReadingField field="nameRead" />
        <h2 className="form__section">{t('profile.sectionCompany')}</h2>
        <CompanyFields afterName={<ReadingField field="companyRead" />} />
        <CompanyRoleFields />
        <h2 className="form__section">{t('profile.sectionInterests')}</h2>
        <AreasOfInterestField />
        <IntroductionFields />
        <div className="button-row">
          <button type="button" className="button" onClick={props.onCancel}>
            {t('mypage.cancelEdit')}
          </button>
          <SubmitButton sending={props.sending}>{t('mypage.save')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
