import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileExtraLabel, type ProfileFormInput } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The reading of the buyer's name (docs/rules/accounts.md#profile): katakana on the Japanese page,
 * free text on the English one. Sign-up does not ask for it, so only the profile shows it.
 */
export function NameReadingField() {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  return (
    <TextField
      label={profileExtraLabel(lang, 'nameRead')}
      hint={t('profile.readingHint')}
      error={formState.errors.nameRead}
      registration={register('nameRead')}
    />
  );
}

/** The company name's reading, right under the name it reads. */
export function CompanyReadingField() {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  return (
    <TextField
      label={profileExtraLabel(lang, 'companyRead')}
      hint={t('profile.readingHint')}
      error={formState.errors.companyRead}
      registration={register('companyRead')}
    />
  );
}

/** The buyer's department and position in the company. */
export function CompanyRoleFields() {
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  const { errors } = formState;
  return (
    <>
      <div className="field-row">
        <TextField
          label={profileExtraLabel(lang, 'companyDivision')}
          autoComplete="organization-title"
          error={errors.companyDivision}
          registration={register('companyDivision')}
        />
        <TextField
          label={profileExtraLabel(lang, 'companyPosition')}
          autoComplete="organization-title"
          error={errors.companyPosition}
          registration={register('companyPosition')}
        />
      </div>
    </>
  );
}
