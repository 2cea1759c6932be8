import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPatchFromProfile, profileFromMember } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdateMemberInfo } from '../api/update-member-info';
import { MypageFrame } from '../components/mypage-frame';
import { NotificationAddress } from '../components/notification-address';
import { ProfileEditForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { ReceivingEmail } from '../components/receiving-email';
import { SignInEmailChange } from '../components/sign-in-email';
import { QueryState } from '../components/query-state';
import { FormAlert } from '@/shared/ui/form/form-alert';

/** /mypage/profile: the buyer's details, and editing them under the sign-up rules. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const member = useMemberInfo();
  const update = useUpdateMemberInfo();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <MypageFrame title={t('profile.title')} lead={t('profile.lead')}>
      <QueryState query={member}>
        {(user) => {
          const profile = profileFromMember(user, lang);
          if (editing)
            return (
              <div className="card card--wide">
                <h2 className="card__title">{t('profile.editTitle')}</h2>
                <ProfileEditForm
                  initial={profile}
                  sending={update.isPending}
                  call={update}
                  error={
                    update.isError
                      ? errorMessageOf(update.error, t('common.unexpectedError'))
                      : null
                  }
                  onCancel={() => setEditing(false)}
                  onSave={(form) =>
                    update.mutate(
                      { user: memberPatchFromProfile(form) },
                      {
                        onSuccess: () => {
                          setEditing(false);
                          setSaved(true);
                        },
                      },
                    )
                  }
                />
              </div>
            );
          return (
            <>
              <div className="card card--wide">
                <FormAlert tone="success">{saved ? t('mypage.saved') : null}</FormAlert>
                <ProfileSummary email={user.email} profile={profile} />
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => {
                      setSaved(false);
                      update.reset();
                      setEditing(true);
                    }}
                  >
                    {t('mypage.edit')}
                  </button>
                </div>
              </div>
              <SignInEmailChange current={user.email} />
              <NotificationAddress current={user.email_secondary} />
              <ReceivingEmail user={user} />
            </>
          );
        }}
      </QueryState>
    </MypageFrame>
  );
}
