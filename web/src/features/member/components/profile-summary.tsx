import { useTranslation } from 'react-i18next';
import {
  formatStoredPhone,
  formatZip,
  fullName,
  isJapan,
  profileExtraLabel,
  registrationLabel,
  type ProfileFormInput,
} from '@kakehashi/contracts/web';
import { partyPhone } from '@/shared/cart/party-phone';
import { useLocale } from '@/shared/i18n/i18n';

/** The profile as a definition list; empty values say so rather than leave a gap. */
export function ProfileSummary({ email, profile }: { email: string; profile: ProfileFormInput }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const japan = isJapan(profile.country.code);
  const name = fullName({ given: profile.firstName, family: profile.lastName }, lang);
  const rows: Array<[string, string]> = [
    [t('profile.email'), email],
    [t('profile.name'), name],
    [profileExtraLabel(lang, 'nameRead'), profile.nameRead ?? ''],
    [registrationLabel(lang, 'companyName'), profile.companyName],
    [profileExtraLabel(lang, 'companyRead'), profile.companyRead ?? ''],
    [profileExtraLabel(lang, 'companyDivision'), profile.companyDivision ?? ''],
    [profileExtraLabel(lang, 'companyPosition'), profile.companyPosition ?? ''],
    [registrationLabel(lang, 'country'), profile.country.name],
    [
      registrationLabel(lang, 'postalCode'),
      japan ? formatZip(profile.postalCode) : profile.postalCode,
    ],
    [registrationLabel(lang, 'companyAddress'), profile.companyAddress],
    // A Japanese number (national digits) reads as checkout and the address book read it.
    [
      registrationLabel(lang, 'phoneNumber'),
      japan ? partyPhone(profile.phoneNumber, lang) : formatStoredPhone(profile.phoneNumber),
    ],
    [registrationLabel(lang, 'companyWebsite'), profile.companyWebsite],
    [
      registrationLabel(lang, 'AreasOfInterest'),
      profile.AreasOfInterest.map((a) => a.name)
        .filter(Boolean)
        .join(' / '),
    ],
    [registrationLabel(lang, 'JETROOffice'), profile.JETROOffice?.name ?? ''],
    [registrationLabel(lang, 'introducerName'), profile.introducerName],
  ];
  return (
    <dl className="detail-list">
      {rows.map(([term, value]) => (
        <div className="detail-list__row" key={term}>
          <dt>{term}</dt>
          <dd className={value ? undefined : 'detail-list__empty'}>
            {value || t('profile.noValue')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
