import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLabel } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session';
import { EmailAddress } from '@/shared/ui/email-address';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { CompletePanel } from '../components/complete-panel';
import { LoginCodeForm } from '../components/login-code-form';
import { readSignupDraft, resetSignupDraft } from '../lib/signup-draft';

/**
 * The registration just completed (its address, and whether a sign-in code was mailed); the rest
 * of the draft is forgotten once the complete page shows.
 */
const useCompletedSignup = () => {
  const [completed] = useState(() => {
    const { completedEmail, codeMailed } = readSignupDraft();
    return { email: completedEmail, codeMailed };
  });
  useEffect(() => resetSignupDraft(), []);
  return completed;
};

/**
 * /account/buyer_complete_signup (docs/rules/accounts.md#sign-up). On an email two-factor site
 * the sign-up mailed a sign-in code: the page asks for it and the buyer leaves signed in; a
 * locked or expired code sends them to the login page for a new one
 * (docs/rules/accounts.md#sign-up-on-a-two-factor-site).
 */
export function SignupCompletePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { email, codeMailed } = useCompletedSignup();
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const signedIn = session.data?.signedIn === true;
  const emailLine = email && <CompletedEmail email={email} />;

  if (codeMailed && !signedIn && !restartReason)
    return (
      <CompletePanel title={t('signup.completeTitle')} lead={t('signup.completeCodeLead')}>
        {emailLine}
        {/* Signed in on success: the session query turns this page into the signed-in one. */}
        <LoginCodeForm onSignedIn={() => undefined} onRestart={setRestartReason} />
      </CompletePanel>
    );
  return (
    <CompletePanel
      title={t('signup.completeTitle')}
      lead={restartReason ? t('signup.completeCodeRestart') : t('signup.completeLead')}
      action={
        signedIn
          ? { to: '/', label: t('nav.backToTop') }
          : { to: '/account/login', label: t('nav.login') }
      }
    >
      <FormAlert>{restartReason}</FormAlert>
      {emailLine}
    </CompletePanel>
  );
}

/** 'Email address: …', the address kept whole between its parts on a narrow line. */
function CompletedEmail({ email }: { email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p>
      {t('signup.completeEmail')}
      {afterLabel(locale)}
      <EmailAddress value={email} />
    </p>
  );
}

/** /account/buyer_complete_pre_signup (docs/rules/accounts.md#pre-registration). */
export function PreSignupCompletePage() {
  const { t } = useTranslation();
  const { email } = useCompletedSignup();
  return (
    <CompletePanel
      title={t('preSignup.completeTitle')}
      lead={t('preSignup.completeLead')}
      action={{ to: '/account/login', label: t('nav.login') }}
    >
      {email && <CompletedEmail email={email} />}
    </CompletePanel>
  );
}
