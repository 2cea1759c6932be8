import { useTranslation } from 'react-i18next';
import {
  formatStoredPhone,
  formatZip,
  registrationLabel,
  type RegistrationField,
  type RegistrationForm,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { nameFieldOrder } from '@/shared/registration/name-fields';

/**
 * The registration as it will be sent, for the confirm page (the password is never shown). The
 * name is listed in the order the form asked it, 姓 before 名 in Japanese (docs/rules/accounts.md#names).
 */
export function SignupSummary({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const none = t('signup.notEntered');
  const rows: Array<[RegistrationField, string]> = [
    ['email', form.email],
    ['password', '••••••••'],
    ...nameFieldOrder(lang).map((field): [RegistrationField, string] => [field, form[field]]),
    ['companyName', form.companyName],
    ['postalCode', form.postalCode ? formatZip(form.postalCode) : ''],
    ['companyAddress', form.companyAddress],
    ['phoneNumber', formatStoredPhone(form.phoneNumber)],
    ['country', form.country.name],
    ['companyWebsite', form.companyWebsite],
    [
      'AreasOfInterest',
      form.AreasOfInterest.filter((area) => area.id)
        .map((area) => area.name)
        .join(' / '),
    ],
    ['JETROOffice', form.JETROOffice?.name ?? ''],
    ['introducerName', form.introducerName],
    ['signup_code', form.signup_code],
    ['termsAccepted', form.termsAccepted ? t('signup.agreed') : ''],
    ['privacyPolicyAccepted', form.privacyPolicyAccepted ? t('signup.agreed') : ''],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([field, value]) => (
        <div className="summary-list__row" key={field}>
          <dt>{registrationLabel(lang, field)}</dt>
          <dd className={value ? undefined : 'summary-list__empty'}>{value || none}</dd>
        </div>
      ))}
    </dl>
  );
}
