import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileExtraLabel, type ProfileFormInput } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * A reading (docs/rules/accounts.md#profile): of the buyer's name, or of the company's name right
 * under it. Katakana on the Japanese page, free text on the English one. Sign-up does not ask for
 * either, so only the profile shows them.
 */
export function ReadingField({ field }: { field: 'nameRead' | 'companyRead' }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  return (
    <TextField
      label={profileExtraLabel(lang, field)}
      hint={t('profile.readingHint')}
      error={formState.errors[field]}
      registration={register(field)}
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
