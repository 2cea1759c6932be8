import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { CompletePanel } from '../components/complete-panel';
import { readSignupDraft, resetSignupDraft } from '../lib/signup-draft';

/** The address just registered; the rest of the draft is forgotten once the complete page shows. */
const useCompletedEmail = (): string | null => {
  const [email] = useState(() => readSignupDraft().completedEmail);
  useEffect(() => resetSignupDraft(), []);
  return email;
};

/** /account/buyer_complete_signup (docs/rules/accounts.md#sign-up). */
export function SignupCompletePage() {
  const { t } = useTranslation();
  const session = useSession();
  const email = useCompletedEmail();
  const signedIn = session.data?.signedIn === true;
  return (
    <CompletePanel
      title={t('signup.completeTitle')}
      lead={t('signup.completeLead')}
      action={
        signedIn
          ? { to: '/', label: t('nav.backToTop') }
          : { to: '/account/login', label: t('nav.login') }
      }
    >
      {email && <p>{t('signup.completeEmail', { email })}</p>}
    </CompletePanel>
  );
}

/** /account/buyer_complete_pre_signup (docs/rules/accounts.md#pre-registration). */
export function PreSignupCompletePage() {
  const { t } = useTranslation();
  const email = useCompletedEmail();
  return (
    <CompletePanel
      title={t('preSignup.completeTitle')}
      lead={t('preSignup.completeLead')}
      action={{ to: '/account/login', label: t('nav.login') }}
    >
      {email && <p>{t('signup.completeEmail', { email })}</p>}
    </CompletePanel>
  );
}
